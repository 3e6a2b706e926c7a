import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotBuiltYetPage } from '@console/pages/NotBuiltYet';
import { isProductCode } from '@console/app/search';

/** A registered route whose page comes with a later issue: see `screens` in console/app/screens/registry.ts. */
export const Route = createFileRoute('/$locale/console/plan/subscribe/$productCode/')({
  beforeLoad: ({ params }) => {
    if (!isProductCode(params.productCode)) throw notFound();
  },
  component: () => <NotBuiltYetPage screen="planSubscribe" />,
});
