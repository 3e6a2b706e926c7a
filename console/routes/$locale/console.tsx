import { createFileRoute, redirect } from '@tanstack/react-router';
import { saveRedirectUrl } from '@console/session';
import { ConsoleLayout } from '@console/shell/ConsoleLayout';
import { prefetchShellData } from '@console/shell/prefetchShellData';

/**
 * The authenticated area. Without a session the visitor goes to "/" (spec section 2), and the
 * page they asked for is saved so sign-in can bring them back (only paths inside the console).
 */
export const Route = createFileRoute('/$locale/console')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isSignedIn()) {
      saveRedirectUrl(window.sessionStorage, location.href);
      throw redirect({ to: '/', replace: true });
    }
  },
  // Not awaited: the shell shows its own loader; the chain just starts before the shell's code arrives.
  loader: async ({ context }) => {
    void prefetchShellData(context.services, await context.queryClient.load());
  },
  component: ConsoleLayout,
});
