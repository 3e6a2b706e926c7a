import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { createAppRouter } from '@console/app/router';
import { useServices } from '@console/app/ServicesContext';
import { loadedQueryClient } from '@console/app/lazyQueryClient';
import { LocationProbe } from '@console/app/stories/location';

/**
 * Story helper (not product code): the console's real router around an entry page rendered on its own, opened at
 * the page's address. The page's own links then get their real addresses, and a press moves the router (recorded
 * by `LocationProbe` for the play functions) while the story keeps showing the page.
 */
function EntryRouter({ path, children }: { path: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const services = useServices();
  const { i18n } = useLingui();
  const [router] = useState(() =>
    createAppRouter(
      { queryClient: loadedQueryClient(queryClient), services, auth: { isSignedIn: () => services.session.read() !== null } },
      { history: createMemoryHistory({ initialEntries: [`/${i18n.locale}${path}`] }) },
    ),
  );
  return (
    <RouterContextProvider router={router}>
      <LocationProbe>{children}</LocationProbe>
    </RouterContextProvider>
  );
}

/** Renders the story inside `EntryRouter` at `path` (after the language segment, e.g. `/signin`). */
export const withEntryRouter =
  (path: string): Decorator =>
  (Story) => (
    <EntryRouter path={path}>
      <Story />
    </EntryRouter>
  );
