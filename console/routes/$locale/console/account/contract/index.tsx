import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPage } from '@console/pages/NotBuiltYet';
import { validateContractListSearch } from '@console/app/search';

/** A registered route whose page comes with a later issue: see `screens` in console/app/screens/registry.ts. */
export const Route = createFileRoute('/$locale/console/account/contract/')({
  validateSearch: validateContractListSearch,
  component: () => <NotBuiltYetPage screen="contracts" />,
});
