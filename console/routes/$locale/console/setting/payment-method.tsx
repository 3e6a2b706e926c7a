import { createFileRoute } from '@tanstack/react-router';
import { AddPaymentMethodPage } from '@console/billing/CardForm/AddPaymentMethodPage';

/** Add a card (owner only: the shell turns members away). */
export const Route = createFileRoute('/$locale/console/setting/payment-method')({
  component: AddPaymentMethodPage,
});
