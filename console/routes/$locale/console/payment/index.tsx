import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '@console/pages/Payments';
import { validatePaymentSearch } from '@console/app/search';

/** Payment management (owner only: the shell sends members away with the no-permission dialog). */
export const Route = createFileRoute('/$locale/console/payment/')({
  validateSearch: validatePaymentSearch,
  component: PaymentsPage,
});
