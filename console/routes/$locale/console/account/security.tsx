import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '@console/pages/Security/SecurityPage';

/**
 * Account security: password, two-step verification, auto logout and the IP whitelist (every user, their own).
 * No prefetching loader: the shell already asks for the security settings on every console page (auto logout).
 */
export const Route = createFileRoute('/$locale/console/account/security')({
  component: SecurityPage,
});
