import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '@console/account/Security/SecurityPage';
import { loadSecuritySettings } from '@console/account/Security/settingsCode';

/**
 * Account security: password, two-step verification, auto logout and the IP whitelist (every user, their own).
 * The loader does not prefetch the settings (the shell already asks for them on every console page: auto logout);
 * it starts loading their sections' code, without waiting for it, so it arrives with them.
 */
export const Route = createFileRoute('/$locale/console/account/security')({
  loader: () => {
    // A failed load is the page's to report: it asks again when it renders the settings.
    loadSecuritySettings().catch(() => undefined);
  },
  component: SecurityPage,
});
