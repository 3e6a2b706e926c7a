export { MemberListPage } from './MemberListPage';
export { InviteMembersDialog } from './InviteMembersDialog';
