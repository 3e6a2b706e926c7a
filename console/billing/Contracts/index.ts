export { ContractListPage } from './ContractListPage';
export { ContractDetailPage } from './ContractDetailPage';
