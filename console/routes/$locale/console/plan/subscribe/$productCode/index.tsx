import { createFileRoute, notFound } from '@tanstack/react-router';
import { isProductCode } from '@console/app/search';
import { PlanSubscribePage } from '@console/plans/Plan/PlanSubscribePage';

/** The plans of one product: the current subscription and the plan selection table (spec section 2). */
export const Route = createFileRoute('/$locale/console/plan/subscribe/$productCode/')({
  beforeLoad: ({ params }) => {
    if (!isProductCode(params.productCode)) throw notFound();
  },
  component: PlanSubscribePage,
});
