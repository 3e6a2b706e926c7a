import type { QueryClient } from '@tanstack/react-query';
import type { StaticDataRouteOption } from '@tanstack/react-router';

/**
 * The app's one QueryClient, created on first need. TanStack Query's core then stays out of the first load of
 * the prerendered sign-in page, whose one call runs without a cache (`useAsyncAction`). Every other page gets
 * the client before it loads: the root route awaits `load()` unless a route's `staticData` says
 * `withoutQueryClient` (docs/decisions.md, "Query client on first need").
 */
export interface LazyQueryClient {
  /** The client once created, else undefined. */
  current(): QueryClient | undefined;
  /** Creates the client on the first call (importing the query core); later calls resolve the same one. */
  load(): Promise<QueryClient>;
  /** Calls `listener` when the client has been created. */
  subscribe(listener: () => void): () => void;
}

export function createLazyQueryClient(create: () => Promise<QueryClient>): LazyQueryClient {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => client,
    load: () =>
      (loading ??= create().then(
        (created) => {
          client = created;
          for (const listener of listeners) listener();
          return created;
        },
        (error: unknown) => {
          // A failed chunk load is tried again on the next navigation.
          loading = undefined;
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether a page (its matched routes) needs the client: every page but those whose route opts out. */
export function needsQueryClient(matches: readonly { staticData: StaticDataRouteOption }[]): boolean {
  return !matches.some((match) => match.staticData.withoutQueryClient);
}

/** An already created client (stories, tests and the prerender step create theirs up front). */
export function loadedQueryClient(client: QueryClient): LazyQueryClient {
  return { current: () => client, load: () => Promise.resolve(client), subscribe: () => () => undefined };
}
