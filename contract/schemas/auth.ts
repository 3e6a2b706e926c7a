import { z } from 'zod/mini';
import { emailSchema, isoDateTimeSchema, languageCodeSchema, regionCodeSchema } from './common';

/** Sign-in, two-factor challenge, expired password, find/reset password, OAuth callback. */

/** What a successful sign-in hands over; the console stores it as the session (cookies/session storage). */
export const signInSessionSchema = z.object({
  scpToken: z.string().check(z.minLength(1)),
  userKey: z.string().check(z.minLength(1)),
  scpRegion: regionCodeSchema,
  locale: languageCodeSchema,
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const twoFactorChallengeSchema = z.object({
  challengeId: z.string().check(z.minLength(1)),
  /** The address the code went to, masked (`k***@example.com`). */
  maskedEmail: z.string(),
  expiresAt: isoDateTimeSchema,
  /** Resend becomes available at this moment (the countdown). */
  resendAvailableAt: isoDateTimeSchema,
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/**
 * The sign-in answer. Wrong credentials are errors (SIGNIN_INCORRECT with `wrongPasswordCount`;
 * the 5th gives SIGNIN_RESET_REQUIRED); correct credentials end in one of these outcomes.
 */
export const signInResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signed-in'), session: signInSessionSchema }),
  z.object({ outcome: z.literal('two-factor-required'), challenge: twoFactorChallengeSchema }),
  z.object({
    outcome: z.literal('password-expired'),
    /** Lets the user either change the password or extend it by 90 days. */
    passwordChangeToken: z.string().check(z.minLength(1)),
    passwordExpiredDate: isoDateTimeSchema,
  }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const twoFactorVerifyRequestSchema = z.object({
  challengeId: z.string().check(z.minLength(1)),
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export type TwoFactorVerifyRequest = z.infer<typeof twoFactorVerifyRequestSchema>;
export const twoFactorVerifyResponseSchema = signInSessionSchema;
export type TwoFactorVerifyResponse = z.infer<typeof twoFactorVerifyResponseSchema>;

export const twoFactorResendRequestSchema = z.object({ challengeId: z.string().check(z.minLength(1)) });
export type TwoFactorResendRequest = z.infer<typeof twoFactorResendRequestSchema>;
export const twoFactorResendResponseSchema = twoFactorChallengeSchema;
export type TwoFactorResendResponse = z.infer<typeof twoFactorResendResponseSchema>;

/** Keep the expired password for 90 more days. */
export const passwordExtendRequestSchema = z.object({ passwordChangeToken: z.string().check(z.minLength(1)) });
export type PasswordExtendRequest = z.infer<typeof passwordExtendRequestSchema>;
export const passwordExtendResponseSchema = z.object({
  session: signInSessionSchema,
  passwordExpiresDate: isoDateTimeSchema,
});
export type PasswordExtendResponse = z.infer<typeof passwordExtendResponseSchema>;

/** Replace an expired password (route signin/update-password). */
export const passwordUpdateRequestSchema = z.object({
  passwordChangeToken: z.string().check(z.minLength(1)),
  newPassword: z.string(),
  verifyPassword: z.string(),
});
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequestSchema>;

/** Send a reset link (valid 1 hour) to the address (route signin/find-password). */
export const findPasswordRequestSchema = z.object({
  email: emailSchema,
  language: languageCodeSchema,
});
export type FindPasswordRequest = z.infer<typeof findPasswordRequestSchema>;

/** Check a reset link before showing the form (route signin/reset-pw). */
export const resetLinkResponseSchema = z.object({
  email: emailSchema,
  expiresAt: isoDateTimeSchema,
});
export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().check(z.minLength(1)),
  newPassword: z.string(),
  verifyPassword: z.string(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const oauthProviderSchema = z.enum(['google', 'microsoft']);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/**
 * The /oauth/callback page posts what the provider returned. Success signs in; the other outcomes
 * of the spec (already signed up, user exists, bad request, registration required, disabled user)
 * are error codes OAUTH_*.
 */
export const oauthCallbackRequestSchema = z.object({
  provider: oauthProviderSchema,
  code: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
});
export type OAuthCallbackRequest = z.infer<typeof oauthCallbackRequestSchema>;
export const oauthCallbackResponseSchema = signInSessionSchema;
export type OAuthCallbackResponse = z.infer<typeof oauthCallbackResponseSchema>;
