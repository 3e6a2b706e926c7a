import { queryOptions } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { enqueueInitialToast } from '@console/session/initialToasts';
import type { LanguageChangeRequest, UserInfoUpdateRequest, UserProfileResponse } from '@contract/schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';
import { ONE_HOUR_CACHE, PROFILE_RETRIES } from './policies';

/** GET /v2/user: cached 1 h; retried 3 times then "/"; runs only after region info (when a region code is stored). */
export function profileQueryOptions(ctx: QueryContext, options: { regionInfoLoaded: boolean }) {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => ctx.api.send((e) => e.user.get, { signal }),
    ...ONE_HOUR_CACHE,
    retry: (failureCount) => {
      // Without credentials a retry cannot succeed (the catalogue may just have cleared them).
      if (ctx.session.read() !== null && failureCount < PROFILE_RETRIES) return true;
      ctx.navigate('/', { replace: true });
      return false;
    },
    enabled: ctx.session.regionCode() === null || options.regionInfoLoaded,
  });
}

/** "0" (or nothing) means no organisation is selected: the user is disabled. */
export function isOrganizationSelected(profile: UserProfileResponse | undefined): profile is UserProfileResponse {
  return profile !== undefined && profile.selectedOrganizationId !== '' && profile.selectedOrganizationId !== '0';
}

/** POST /v2/user/logout: clears storage and cache, resets client state, goes to /{locale}/signin (replace). */
export function logoutMutationOptions(ctx: QueryContext) {
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- TanStack's convention: mutate() takes no variables
  return apiMutation<void, null>(ctx, {
    mutationKey: ['user', 'logout'],
    mutationFn: () => ctx.api.send((e) => e.user.logout),
    onSuccess: () => {
      ctx.session.clear();
      ctx.queryClient.clear();
      ctx.api.setOrganizationId(null);
      ctx.api.setRegionalBaseUrl(null);
      ctx.navigate(`/${ctx.language()}/signin`, { replace: true });
    },
  });
}

export const languageChangedToast = msg`The language has been changed.`;

/** PUT /v2/user/language: queues the "language changed" toast for after the reload. */
export function languageChangeMutationOptions(ctx: QueryContext) {
  return apiMutation<LanguageChangeRequest, { languageType: UserProfileResponse['language'] }>(ctx, {
    mutationKey: ['user', 'language'],
    mutationFn: (body) => ctx.api.send((e) => e.user.language, { json: body }),
    onSuccess: (_data, body) => {
      enqueueInitialToast(ctx.session.storage, {
        type: 'success',
        body: { id: languageChangedToast.id, ...(languageChangedToast.message ? { message: languageChangedToast.message } : {}) },
      });
      ctx.api.setLanguage(body.language);
      ctx.onLanguageChanged?.(body.language);
    },
    invalidate: [queryKeys.user],
  });
}

/** PUT /v2/user/info (extra-information form): then profile and organisation are refetched. */
export function userInfoMutationOptions(ctx: QueryContext) {
  return apiMutation<UserInfoUpdateRequest, null>(ctx, {
    mutationKey: ['user', 'info'],
    mutationFn: (body) => ctx.api.send((e) => e.user.info, { json: body }),
    invalidate: [queryKeys.user, queryKeys.organization],
  });
}
