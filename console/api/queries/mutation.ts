import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from '../apiError';
import type { QueryContext } from './context';

/**
 * A mutation option factory: no retry (mutations are never retried), then the listed query
 * prefixes are invalidated (refetched when in use) after `onSuccess`.
 */
export function apiMutation<TVariables, TData>(
  ctx: QueryContext,
  config: {
    mutationKey: QueryKey;
    mutationFn: (variables: TVariables) => Promise<TData>;
    invalidate?: readonly QueryKey[];
    onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  },
) {
  return mutationOptions<TData, ApiError, TVariables>({
    mutationKey: config.mutationKey,
    mutationFn: config.mutationFn,
    retry: 0,
    onSuccess: async (data, variables) => {
      await config.onSuccess?.(data, variables);
      await Promise.all(
        (config.invalidate ?? []).map((queryKey) => ctx.queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
