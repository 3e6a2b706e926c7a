import { mutationOptions, type MutationKey, type UseMutationOptions } from '@tanstack/react-query';

/**
 * Mutation options whose factory (and with it the API layer: ky, zod schemas, endpoint table,
 * error catalogue) is imported on the first `mutate`, not when the page loads. A page that needs no
 * API call to render (two-factor, find password) then ships none of it in its first load.
 *
 *   useMutation(lazyMutationOptions(['auth', '2fa', 'verify'], () =>
 *     import('@console/api/queries/auth').then((m) => m.twoFactorVerifyMutationOptions(services))));
 */
export function lazyMutationOptions<TData, TError, TVariables>(
  mutationKey: MutationKey,
  load: () => Promise<UseMutationOptions<TData, TError, TVariables>>,
) {
  let loaded: Promise<UseMutationOptions<TData, TError, TVariables>> | undefined;
  const options = () => (loaded ??= load());
  return mutationOptions<TData, TError, TVariables>({
    mutationKey,
    // The loaded factory decides; ours never retry (see apiMutation).
    retry: 0,
    mutationFn: async (variables, context) => {
      const { mutationFn } = await options();
      if (!mutationFn) throw new Error(`Mutation ${JSON.stringify(mutationKey)} has no mutationFn`);
      return mutationFn(variables, context);
    },
    onSuccess: async (...args) => {
      await (await options()).onSuccess?.(...args);
    },
    onError: async (...args) => {
      await (await options()).onError?.(...args);
    },
    onSettled: async (...args) => {
      await (await options()).onSettled?.(...args);
    },
  });
}
