import { z } from 'zod/mini';
import { emailSchema, languageCodeSchema, languageSchema } from './common';

/** GET /v2/user, PUT /v2/user/language, PUT /v2/user/info, POST /v2/user/logout. */

export const userProfileResponseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Empty right after sign-up: the shell then shows only the extra-information form. */
  name: z.string(),
  email: emailSchema,
  language: languageSchema,
  /** "0" means the user is disabled. */
  selectedOrganizationId: z.string(),
});
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

export const languageChangeRequestSchema = z.object({ language: languageCodeSchema });
export type LanguageChangeRequest = z.infer<typeof languageChangeRequestSchema>;
export const languageChangeResponseSchema = z.object({ languageType: languageSchema });
export type LanguageChangeResponse = z.infer<typeof languageChangeResponseSchema>;

/** The extra-information form. */
export const userInfoUpdateRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  /** The organisation name. */
  company: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  /** A country code from GET /v2/countries. */
  country: z.string().check(z.minLength(2)),
  phone: z.optional(z.string()),
});
export type UserInfoUpdateRequest = z.infer<typeof userInfoUpdateRequestSchema>;
