export { InvitationPage, InvalidInvitationPage, type InvitationPageProps, type InvalidInvitationPageProps } from './InvitationPage';
