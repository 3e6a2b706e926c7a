import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '@console/app/routerContext';
import { needsQueryClient } from '@console/app/lazyQueryClient';
import { useDocumentTitle } from '@console/app/documentTitle';
import { NotFoundPage } from '@console/app/NotFound';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The query cache (and TanStack Query's core) arrives before any page that uses it loads.
  beforeLoad: async ({ context, matches }) => {
    if (needsQueryClient(matches)) await context.queryClient.load();
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/**
 * React Aria's links (side navigation, tabs, breadcrumbs, menu items with `href`) navigate through the
 * router, so a press is a client-side navigation and the address keeps its history entry. The document title
 * follows the screen.
 */
function RootLayout() {
  const router = useRouter();
  useDocumentTitle();
  return (
    <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>
      <Outlet />
    </AriaRouterProvider>
  );
}
