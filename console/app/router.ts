import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@console/routeTree.gen';
import type { RouterContext } from './routerContext';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, so the router keeps no cache of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
