import { z } from 'zod/mini';
import {
  emailSchema,
  isoDateTimeSchema,
  languageCodeSchema,
  regionCodeSchema,
} from './common';
import { signInSessionSchema } from './auth';

/** Sign-up steps (setting-email, setting-region, setting-password) and invitation accept. */

export const termsConsentSchema = z.object({
  service: z.literal(true),
  privacy: z.literal(true),
  cookie: z.literal(true),
  thirdParty: z.boolean(),
});
export type TermsConsent = z.infer<typeof termsConsentSchema>;

/** Step 1: an e-mail with a temporary password and a link (valid 1 hour) is sent. */
export const signUpEmailRequestSchema = z.object({
  email: emailSchema,
  language: languageCodeSchema,
  terms: termsConsentSchema,
});
export type SignUpEmailRequest = z.infer<typeof signUpEmailRequestSchema>;
export const signUpEmailResponseSchema = z.object({
  signUpId: z.string().check(z.minLength(1)),
  email: emailSchema,
  expiresAt: isoDateTimeSchema,
});
export type SignUpEmailResponse = z.infer<typeof signUpEmailResponseSchema>;

/** The link in the e-mail opens the flow; this checks it (auth-mail/invalid-email when not valid). */
export const signUpStateResponseSchema = z.object({
  signUpId: z.string().check(z.minLength(1)),
  email: emailSchema,
  expiresAt: isoDateTimeSchema,
  regionCode: z.nullable(regionCodeSchema),
});
export type SignUpStateResponse = z.infer<typeof signUpStateResponseSchema>;

/** Step 2: choose the data region. */
export const signUpRegionRequestSchema = z.object({ regionCode: regionCodeSchema });
export type SignUpRegionRequest = z.infer<typeof signUpRegionRequestSchema>;

/** Step 3: the temporary password from the e-mail, then the real one. Signs in. */
export const signUpPasswordRequestSchema = z.object({
  temporaryPassword: z.string().check(z.minLength(1)),
  newPassword: z.string(),
  verifyPassword: z.string(),
});
export type SignUpPasswordRequest = z.infer<typeof signUpPasswordRequestSchema>;
export const signUpPasswordResponseSchema = signInSessionSchema;
export type SignUpPasswordResponse = z.infer<typeof signUpPasswordResponseSchema>;

/** An invitation link (signup/invitation); INVITATION_INVALID when cancelled, expired or used. */
export const invitationResponseSchema = z.object({
  email: emailSchema,
  organizationName: z.string(),
  inviterName: z.string(),
  expiresAt: isoDateTimeSchema,
  /** An existing account only accepts; a new one also sets a name and password. */
  registered: z.boolean(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

export const invitationAcceptRequestSchema = z.object({
  name: z.optional(z.string().check(z.maxLength(20))),
  password: z.optional(z.string()),
  verifyPassword: z.optional(z.string()),
  terms: z.optional(termsConsentSchema),
});
export type InvitationAcceptRequest = z.infer<typeof invitationAcceptRequestSchema>;
export const invitationAcceptResponseSchema = signInSessionSchema;
export type InvitationAcceptResponse = z.infer<typeof invitationAcceptResponseSchema>;
