export { MemberDetailPage } from './MemberDetailPage';
export type { MemberDetailPageProps } from './MemberDetailPage';
export { OwnershipTransferButton } from './OwnershipTransfer';
export type { OwnershipTransferButtonProps } from './OwnershipTransfer';
