import { z } from 'zod/mini';
import { emailSchema, isoDateTimeSchema } from './common';

/** Account info and password change, under /v2/account. */

export const accountTypeSchema = z.enum(['ID_PASSWORD', 'GOOGLE', 'MICROSOFT']);

export const accountResponseSchema = z.object({
  email: emailSchema,
  accountType: accountTypeSchema,
  name: z.string(),
  country: z.string(),
  organizationName: z.string(),
  phone: z.nullable(z.string()),
  createdDate: isoDateTimeSchema,
  updatedDate: isoDateTimeSchema,
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** Each field is saved on its own (one toast each): send only what changes. */
export const accountUpdateRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
  country: z.optional(z.string().check(z.minLength(2))),
  organizationName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))),
  phone: z.optional(z.nullable(z.string())),
});
export type AccountUpdateRequest = z.infer<typeof accountUpdateRequestSchema>;
export const accountUpdateResponseSchema = accountResponseSchema;
export type AccountUpdateResponse = z.infer<typeof accountUpdateResponseSchema>;

export const passwordChangeRequestSchema = z.object({
  originPassword: z.string(),
  newPassword: z.string(),
  verifyPassword: z.string(),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** Account deletion (from the terms view). */
export const accountDeleteRequestSchema = z.object({
  password: z.string().check(z.minLength(1)),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;
