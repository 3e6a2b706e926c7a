import { createFileRoute } from '@tanstack/react-router';
import { NetfunnelSubscriptionDetailPage } from '@console/pages/Subscription/NetfunnelSubscriptionDetailPage';

/** NetFUNNEL's subscription details: the page fetches once the shell has the organisation. */
export const Route = createFileRoute('/$locale/console/product/netfunnel/subscription/detail')({
  component: NetfunnelSubscriptionDetailRoute,
});

function NetfunnelSubscriptionDetailRoute() {
  const { locale } = Route.useParams();
  return <NetfunnelSubscriptionDetailPage locale={locale} />;
}
