import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common';

/** 2FA, auto logout and IP whitelist, under /v2/account/security. */

export const ipWhitelistSchema = z.object({
  /** ALL: every address may sign in; LIST: only `ips`. */
  mode: z.enum(['ALL', 'LIST']),
  ips: z.array(z.string()),
});
export type IpWhitelist = z.infer<typeof ipWhitelistSchema>;

export const securityResponseSchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** After 60 minutes of inactivity. */
  autoLogoutEnabled: z.boolean(),
  ipWhitelist: ipWhitelistSchema,
  /** The caller's address, for the "you will be logged out" warning. */
  currentIp: z.string(),
});
export type SecurityResponse = z.infer<typeof securityResponseSchema>;

/** Send an e-mailed code to enable or disable 2FA. */
export const twoFactorCodeRequestSchema = z.object({ purpose: z.enum(['ENABLE', 'DISABLE']) });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;
export const twoFactorCodeResponseSchema = z.object({
  expiresAt: isoDateTimeSchema,
  resendAvailableAt: isoDateTimeSchema,
});
export type TwoFactorCodeResponse = z.infer<typeof twoFactorCodeResponseSchema>;

export const twoFactorToggleRequestSchema = z.object({
  enabled: z.boolean(),
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export type TwoFactorToggleRequest = z.infer<typeof twoFactorToggleRequestSchema>;

export const autoLogoutRequestSchema = z.object({ enabled: z.boolean() });
export type AutoLogoutRequest = z.infer<typeof autoLogoutRequestSchema>;

export const ipWhitelistRequestSchema = ipWhitelistSchema;
export type IpWhitelistRequest = z.infer<typeof ipWhitelistRequestSchema>;

export const securityUpdateResponseSchema = securityResponseSchema;
export type SecurityUpdateResponse = z.infer<typeof securityUpdateResponseSchema>;
