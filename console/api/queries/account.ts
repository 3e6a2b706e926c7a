import { queryOptions } from '@tanstack/react-query';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';

/** Account info, password, security settings, terms agreement and account deletion. */

export function accountQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.account,
    queryFn: ({ signal }) => ctx.api.send((e) => e.account.get, { signal }),
  });
}

export function accountUpdateMutationOptions(ctx: QueryContext) {
  return apiMutation<s.AccountUpdateRequest, s.AccountUpdateResponse>(ctx, {
    mutationKey: ['account', 'update'],
    mutationFn: (body) => ctx.api.send((e) => e.account.update, { json: body }),
    invalidate: [queryKeys.account, queryKeys.user, queryKeys.organization],
  });
}

export function passwordChangeMutationOptions(ctx: QueryContext) {
  return apiMutation<s.PasswordChangeRequest, null>(ctx, {
    mutationKey: ['account', 'password'],
    mutationFn: (body) => ctx.api.send((e) => e.account.changePassword, { json: body }),
  });
}

/** DELETE /v2/account: then the session ends like a sign-out. */
export function accountDeleteMutationOptions(ctx: QueryContext) {
  return apiMutation<s.AccountDeleteRequest, null>(ctx, {
    mutationKey: ['account', 'delete'],
    mutationFn: (body) => ctx.api.send((e) => e.account.remove, { json: body }),
    onSuccess: () => {
      ctx.session.clear();
      ctx.queryClient.clear();
      ctx.navigate('/', { replace: true });
    },
  });
}

export function securityQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.security,
    queryFn: ({ signal }) => ctx.api.send((e) => e.security.get, { signal }),
  });
}

/** Writes the returned settings straight into the cache. */
function securityMutation<TBody>(
  ctx: QueryContext,
  name: string,
  call: (body: TBody) => Promise<s.SecurityUpdateResponse>,
) {
  return apiMutation<TBody, s.SecurityUpdateResponse>(ctx, {
    mutationKey: ['account', 'security', name],
    mutationFn: call,
    onSuccess: (data) => {
      ctx.queryClient.setQueryData(queryKeys.security, data);
    },
  });
}

export function twoFactorCodeMutationOptions(ctx: QueryContext) {
  return apiMutation<s.TwoFactorCodeRequest, s.TwoFactorCodeResponse>(ctx, {
    mutationKey: ['account', 'security', '2fa-code'],
    mutationFn: (body) => ctx.api.send((e) => e.security.twoFactorCode, { json: body }),
  });
}

export const twoFactorMutationOptions = (ctx: QueryContext) =>
  securityMutation<s.TwoFactorToggleRequest>(ctx, '2fa', (body) =>
    ctx.api.send((e) => e.security.twoFactor, { json: body }),
  );

export const autoLogoutMutationOptions = (ctx: QueryContext) =>
  securityMutation<s.AutoLogoutRequest>(ctx, 'auto-logout', (body) =>
    ctx.api.send((e) => e.security.autoLogout, { json: body }),
  );

export const ipWhitelistMutationOptions = (ctx: QueryContext) =>
  securityMutation<s.IpWhitelistRequest>(ctx, 'ip-whitelist', (body) =>
    ctx.api.send((e) => e.security.ipWhitelist, { json: body }),
  );

export function termsQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.terms,
    queryFn: ({ signal }) => ctx.api.send((e) => e.terms.get, { signal }),
  });
}

export function termsAgreeMutationOptions(ctx: QueryContext) {
  return apiMutation<s.TermsAgreementRequest, s.TermsAgreementResponse>(ctx, {
    mutationKey: ['terms', 'agree'],
    mutationFn: (body) => ctx.api.send((e) => e.terms.agree, { json: body }),
    onSuccess: (data) => {
      ctx.queryClient.setQueryData(queryKeys.terms, data);
    },
  });
}
