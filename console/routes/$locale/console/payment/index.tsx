import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '@console/billing/Payments';
import { validatePaymentSearch } from '@console/app/search';
import { billingOverviewQueryOptions } from '@console/api/queries/billing';
import { prefetchPageData } from '@console/shell/prefetchShellData';

/**
 * Payment management (owner only: the shell sends members away with the no-permission dialog). The loader starts the
 * billing overview's call (on intent too) and does not wait for it; the filtered history is the page's own.
 */
export const Route = createFileRoute('/$locale/console/payment/')({
  staticData: { access: 'owner' },
  validateSearch: validatePaymentSearch,
  loader: async ({ context }) => {
    const queryClient = await context.queryClient.load();
    void prefetchPageData(context.services, queryClient, billingOverviewQueryOptions(context.services));
  },
  component: PaymentsPage,
});
