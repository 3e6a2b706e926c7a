import { createFileRoute } from '@tanstack/react-router';
import { NetfunnelSubscriptionPage } from '@console/products/Subscription/NetfunnelSubscriptionPage';

/** NetFUNNEL's subscription page: the page fetches once the shell has the organisation. */
export const Route = createFileRoute('/$locale/console/product/netfunnel/subscription/select')({
  component: NetfunnelSubscriptionRoute,
});

function NetfunnelSubscriptionRoute() {
  const { locale } = Route.useParams();
  return <NetfunnelSubscriptionPage locale={locale} />;
}
