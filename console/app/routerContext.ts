import type { QueryClient } from '@tanstack/react-query';
import type { QueryContext } from '@console/api/queries/context';

/** What every route's guards and loaders receive (TanStack Router context). */
export interface RouterContext {
  queryClient: QueryClient;
  /** The API layer, session and navigation the query factories take: loaders prefetch with them. */
  services: QueryContext;
  auth: {
    /** True when a session token pair is present (cookies or session storage). */
    isSignedIn: () => boolean;
  };
}
