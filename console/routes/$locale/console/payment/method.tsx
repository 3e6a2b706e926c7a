import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '@console/billing/PaymentMethods/PaymentMethodsPage';

/** Payment methods: the cards and the billing address (owner only: the console's guard turns members away). */
export const Route = createFileRoute('/$locale/console/payment/method')({
  staticData: { access: 'owner' },
  component: PaymentMethodsPage,
});
