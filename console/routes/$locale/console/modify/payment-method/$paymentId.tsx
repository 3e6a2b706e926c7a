import { createFileRoute } from '@tanstack/react-router';
import { ModifyPaymentMethodPage } from '@console/billing/CardForm/ModifyPaymentMethodPage';

/** Change a card; `paymentId` is the card's id (owner only: the console's guard turns members away). */
export const Route = createFileRoute('/$locale/console/modify/payment-method/$paymentId')({
  staticData: { access: 'owner' },
  component: ModifyPaymentMethodPage,
});
