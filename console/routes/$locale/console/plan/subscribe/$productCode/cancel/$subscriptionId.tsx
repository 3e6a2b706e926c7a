import { createFileRoute, notFound } from '@tanstack/react-router';
import { isProductCode } from '@console/app/search';
import { PlanCancelPage } from '@console/plans/Plan/PlanCancelPage';

/** Cancel a subscription, or withdraw a scheduled cancellation (spec sections 4 and 9). */
export const Route = createFileRoute('/$locale/console/plan/subscribe/$productCode/cancel/$subscriptionId')({
  beforeLoad: ({ params }) => {
    if (!isProductCode(params.productCode)) throw notFound();
  },
  component: PlanCancelPage,
});
