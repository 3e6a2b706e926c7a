import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per app start, and a fresh one per story/test so caches never leak.
 * Per-resource policies (cache times, retries) live in the query factories in console/api.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: options.retry === false ? { retry: false } : {},
      mutations: { retry: false },
    },
  });
}
