import { queryOptions } from '@tanstack/react-query';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { apiMutation } from './mutation';

/** Sign-in, two-factor, passwords, sign-up, invitation and OAuth. A session answer is stored. */

const storeSession = (ctx: QueryContext) => (session: s.SignInSession) => {
  ctx.session.store(session);
};

/**
 * Sign-in without the query cache (the prerendered form calls it through `useAsyncAction`): the answer's
 * session is stored before the caller sees it.
 */
export async function signIn(ctx: QueryContext, body: s.SignInRequest): Promise<s.SignInResponse> {
  const data = await ctx.api.send((e) => e.auth.signIn, { json: body });
  if (data.outcome === 'signed-in') storeSession(ctx)(data.session);
  return data;
}

export function twoFactorVerifyMutationOptions(ctx: QueryContext) {
  return apiMutation<s.TwoFactorVerifyRequest, s.TwoFactorVerifyResponse>(ctx, {
    mutationKey: ['auth', '2fa', 'verify'],
    mutationFn: (body) => ctx.api.send((e) => e.auth.twoFactorVerify, { json: body }),
    onSuccess: storeSession(ctx),
  });
}

export function twoFactorResendMutationOptions(ctx: QueryContext) {
  return apiMutation<s.TwoFactorResendRequest, s.TwoFactorResendResponse>(ctx, {
    mutationKey: ['auth', '2fa', 'resend'],
    mutationFn: (body) => ctx.api.send((e) => e.auth.twoFactorResend, { json: body }),
  });
}

/** Keep the expired password 90 more days. */
export function passwordExtendMutationOptions(ctx: QueryContext) {
  return apiMutation<s.PasswordExtendRequest, s.PasswordExtendResponse>(ctx, {
    mutationKey: ['auth', 'password', 'extend'],
    mutationFn: (body) => ctx.api.send((e) => e.auth.passwordExtend, { json: body }),
    onSuccess: (data) => storeSession(ctx)(data.session),
  });
}

export function passwordUpdateMutationOptions(ctx: QueryContext) {
  return apiMutation<s.PasswordUpdateRequest, null>(ctx, {
    mutationKey: ['auth', 'password', 'update'],
    mutationFn: (body) => ctx.api.send((e) => e.auth.passwordUpdate, { json: body }),
  });
}

export function findPasswordMutationOptions(ctx: QueryContext) {
  return apiMutation<s.FindPasswordRequest, null>(ctx, {
    mutationKey: ['auth', 'password', 'find'],
    mutationFn: (body) => ctx.api.send((e) => e.auth.findPassword, { json: body }),
  });
}

export function resetLinkQueryOptions(ctx: QueryContext, token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-link', token] as const,
    queryFn: ({ signal }) => ctx.api.send((e) => e.auth.resetLink(token), { signal }),
    retry: 0,
  });
}

export function resetPasswordMutationOptions(ctx: QueryContext) {
  return apiMutation<s.ResetPasswordRequest, null>(ctx, {
    mutationKey: ['auth', 'password', 'reset'],
    mutationFn: (body) => ctx.api.send((e) => e.auth.resetPassword, { json: body }),
  });
}

export function oauthCallbackMutationOptions(ctx: QueryContext) {
  return apiMutation<s.OAuthCallbackRequest, s.OAuthCallbackResponse>(ctx, {
    mutationKey: ['auth', 'oauth'],
    mutationFn: (body) => ctx.api.send((e) => e.auth.oauthCallback, { json: body }),
    onSuccess: storeSession(ctx),
  });
}

export function signUpEmailMutationOptions(ctx: QueryContext) {
  return apiMutation<s.SignUpEmailRequest, s.SignUpEmailResponse>(ctx, {
    mutationKey: ['signup', 'email'],
    mutationFn: (body) => ctx.api.send((e) => e.signUp.email, { json: body }),
  });
}

export function signUpStateQueryOptions(ctx: QueryContext, signUpId: string) {
  return queryOptions({
    queryKey: ['signup', signUpId] as const,
    queryFn: ({ signal }) => ctx.api.send((e) => e.signUp.state(signUpId), { signal }),
    retry: 0,
  });
}

export function signUpRegionMutationOptions(ctx: QueryContext, signUpId: string) {
  return apiMutation<s.SignUpRegionRequest, null>(ctx, {
    mutationKey: ['signup', 'region', signUpId],
    mutationFn: (body) => ctx.api.send((e) => e.signUp.region(signUpId), { json: body }),
  });
}

export function signUpPasswordMutationOptions(ctx: QueryContext, signUpId: string) {
  return apiMutation<s.SignUpPasswordRequest, s.SignUpPasswordResponse>(ctx, {
    mutationKey: ['signup', 'password', signUpId],
    mutationFn: (body) => ctx.api.send((e) => e.signUp.password(signUpId), { json: body }),
    onSuccess: storeSession(ctx),
  });
}

export function invitationQueryOptions(ctx: QueryContext, token: string) {
  return queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => ctx.api.send((e) => e.invitation.get(token), { signal }),
    retry: 0,
  });
}

export function invitationAcceptMutationOptions(ctx: QueryContext, token: string) {
  return apiMutation<s.InvitationAcceptRequest, s.InvitationAcceptResponse>(ctx, {
    mutationKey: ['invitation', 'accept', token],
    mutationFn: (body) => ctx.api.send((e) => e.invitation.accept(token), { json: body }),
    onSuccess: storeSession(ctx),
  });
}
