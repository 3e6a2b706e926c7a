import { createFileRoute, notFound } from '@tanstack/react-router';
import { isProductCode } from '@console/app/search';
import { PlanConfirmPage } from '@console/plans/PlanConfirm/PlanConfirmPage';

/** Confirm a subscription or a plan change, with the card and the payment agreement (spec section 2). */
export const Route = createFileRoute('/$locale/console/plan/subscribe/$productCode/confirm/$planCode')({
  beforeLoad: ({ params }) => {
    if (!isProductCode(params.productCode)) throw notFound();
  },
  component: PlanConfirmPage,
});
