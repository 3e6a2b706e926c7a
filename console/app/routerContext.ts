import type { LazyQueryClient } from './lazyQueryClient';
import type { QueryContext } from '@console/api/queries/context';

/** What every route's guards and loaders receive (TanStack Router context). */
export interface RouterContext {
  /** Loaders take the client with `await context.queryClient.load()` (loaded by the root route). */
  queryClient: LazyQueryClient;
  /** The API layer, session and navigation the query factories take: loaders prefetch with them. */
  services: QueryContext;
  auth: {
    /** True when a session token pair is present (cookies or session storage). */
    isSignedIn: () => boolean;
  };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page keeps no server state, so the root route does not load the query client for it (the
     * prerendered sign-in form: TanStack Query's core stays out of its first load). @default false
     */
    withoutQueryClient?: boolean;
    /**
     * Who may open the page (spec section 6). `'owner'`: the console's guard (`beforeLoad` of `/$locale/console`)
     * sends a member to the dashboard, where the shell shows the no-permission dialog. Unset: anyone signed in.
     */
    access?: 'owner';
  }
}
