import { createFileRoute } from '@tanstack/react-router';
import { AddPaymentMethodPage } from '@console/billing/CardForm/AddPaymentMethodPage';

/** Add a card (owner only: the console's guard turns members away). */
export const Route = createFileRoute('/$locale/console/setting/payment-method')({
  staticData: { access: 'owner' },
  component: AddPaymentMethodPage,
});
