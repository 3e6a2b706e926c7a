import { createFileRoute } from '@tanstack/react-router';
import { NetfunnelSubscriptionDetailPage } from '@console/products/Subscription/NetfunnelSubscriptionDetailPage';
import { loadSpotTicketsContent } from '@console/products/Subscription/spotTicketsCode';

/**
 * NetFUNNEL's subscription details: the page fetches once the shell has the organisation. The loader starts loading
 * the spot tickets' forms, without waiting for them, so they arrive with the reservations.
 */
export const Route = createFileRoute('/$locale/console/product/netfunnel/subscription/detail')({
  loader: () => {
    // A failed load is the section's to report: it asks again when it renders the reservations.
    loadSpotTicketsContent().catch(() => undefined);
  },
  component: NetfunnelSubscriptionDetailRoute,
});

function NetfunnelSubscriptionDetailRoute() {
  const { locale } = Route.useParams();
  return <NetfunnelSubscriptionDetailPage locale={locale} />;
}
