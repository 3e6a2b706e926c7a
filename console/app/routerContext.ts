import type { QueryClient } from '@tanstack/react-query';

/** What every route's guards and loaders receive (TanStack Router context). */
export interface RouterContext {
  queryClient: QueryClient;
  auth: {
    /** True when a session token pair is present (cookies or session storage). */
    isSignedIn: () => boolean;
  };
}
