import { z } from 'zod';
import { emailSchema, isoDateTimeSchema } from './common';

/** Account info and password change, under /v2/account. */

export const accountTypeSchema = z.enum(['ID_PASSWORD', 'GOOGLE', 'MICROSOFT']);

export const accountResponseSchema = z.object({
  email: emailSchema,
  accountType: accountTypeSchema,
  name: z.string(),
  country: z.string(),
  organizationName: z.string(),
  phone: z.string().nullable(),
  createdDate: isoDateTimeSchema,
  updatedDate: isoDateTimeSchema,
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** Each field is saved on its own (one toast each): send only what changes. */
export const accountUpdateRequestSchema = z.object({
  name: z.string().trim().min(1).max(20).optional(),
  country: z.string().min(2).optional(),
  organizationName: z.string().trim().min(1).max(30).optional(),
  phone: z.string().nullable().optional(),
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
  password: z.string().min(1),
  reason: z.string().max(500).optional(),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;
