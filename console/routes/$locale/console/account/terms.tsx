import { createFileRoute } from '@tanstack/react-router';
import { AccountTermsPage } from '@console/account/AccountTerms/AccountTermsPage';

/** Terms agreement (from account info): the agreements, the optional consent, and account deletion. */
export const Route = createFileRoute('/$locale/console/account/terms')({
  component: AccountTermsPage,
});
