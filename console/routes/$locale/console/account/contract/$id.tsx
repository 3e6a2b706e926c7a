import { createFileRoute } from '@tanstack/react-router';
import { ContractDetailPage } from '@console/billing/Contracts/ContractDetailPage';

/** A contract's detail and invoice (account tab; members too). The page reads the id from the address. */
export const Route = createFileRoute('/$locale/console/account/contract/$id')({
  component: ContractDetailPage,
});
