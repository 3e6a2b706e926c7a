import { createFileRoute, redirect } from '@tanstack/react-router';
import { queryKeys } from '@console/api/queries/keys';
import type { OrganizationUserResponse } from '@contract/schemas/organization';
import { saveRedirectUrl } from '@console/session';
import { ConsoleLayout } from '@console/shell/ConsoleLayout';
import { isOwnerOnly } from '@console/shell/ownerOnly';
import { prefetchShellData } from '@console/shell/prefetchShellData';

/**
 * The authenticated area. Without a session the visitor goes to "/" (spec section 2), and the
 * page they asked for is saved so sign-in can bring them back (only paths inside the console).
 * A member who opens an owner-only page (a route with `staticData: { access: 'owner' }`) goes to the dashboard
 * before the page loads; the shell there shows the no-permission dialog (spec section 6).
 */
export const Route = createFileRoute('/$locale/console')({
  beforeLoad: async ({ context, location, matches, params }) => {
    if (!context.auth.isSignedIn()) {
      saveRedirectUrl(window.sessionStorage, location.href);
      throw redirect({ to: '/', replace: true });
    }
    if (!isOwnerOnly(matches)) return;
    const queryClient = await context.queryClient.load();
    // The shell's own chain (cached after the first page); a failure leaves the role unknown and the shell shows it.
    await prefetchShellData(context.services, queryClient);
    const role = queryClient.getQueryData<OrganizationUserResponse>(queryKeys.organizationUser);
    if (role && !role.isOwner) {
      throw redirect({
        to: '/$locale/console/dashboard',
        params: { locale: params.locale },
        replace: true,
        state: { turnedAwayFromOwnerOnly: true },
      });
    }
  },
  // Not awaited: the shell shows its own loader; the chain just starts before the shell's code arrives.
  loader: async ({ context }) => {
    void prefetchShellData(context.services, await context.queryClient.load());
  },
  component: ConsoleLayout,
});
