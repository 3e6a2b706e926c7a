import type { JSX, ReactNode } from 'react';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@console/routeTree.gen';
import { NotFoundPage } from '@console/app/NotFound';
import type { RouterContext } from './routerContext';

/** The console's router; stories pass a memory history to open a page at a path. */
export interface AppRouterOptions {
  history?: RouterHistory;
  /** Providers inside the router (stories: a harness that needs the router's hooks). */
  innerWrap?: (props: { children: ReactNode }) => JSX.Element;
  /**
   * Rendering at build time (console/prerender/): no scroll-restoration script, which the router inlines
   * into server HTML (the strict CSP blocks inline scripts; the client restores scroll itself).
   */
  prerender?: boolean;
}

export function createAppRouter(context: RouterContext, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context,
    ...(options.history ? { history: options.history } : {}),
    ...(options.innerWrap ? { InnerWrap: options.innerWrap } : {}),
    defaultNotFoundComponent: NotFoundPage,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, so the router keeps no cache of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !options.prerender,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The e-mail typed on sign-in, carried to the password steps in memory (kept out of the address). */
    accountEmail?: string;
    /** Set on the dashboard a member was sent to from an owner-only page: the shell shows the no-permission dialog. */
    turnedAwayFromOwnerOnly?: boolean;
  }
}
