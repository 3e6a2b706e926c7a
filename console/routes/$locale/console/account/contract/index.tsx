import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@console/billing/Contracts/ContractListPage';
import { validateContractListSearch } from '@console/app/search';

/**
 * The contract list (account tab; members see their organisation's contracts too). No prefetching loader: the
 * contract calls need the organisation the shell loads first, so the page fetches once the shell is ready.
 */
export const Route = createFileRoute('/$locale/console/account/contract/')({
  validateSearch: validateContractListSearch,
  component: ContractListPage,
});
