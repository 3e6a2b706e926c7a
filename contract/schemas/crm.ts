import { z } from 'zod/mini';
import { emailSchema, isoDateTimeSchema, productCodeSchema } from './common';
import { entryPaths } from './crmValues';

export type { EntryPath } from './crmValues';
export { attachmentExtensions, MAX_ATTACHMENT_BYTES } from '../rules/attachments';

/** The CRM client (base /crm/v1): contact inquiry (multipart), free-trial and pricing requests. */

/**
 * Sent as multipart/form-data: `title`, `content`, and one `files` part per attachment.
 * Each <= 10 MB, allowed extensions only, no duplicate names.
 */
export const contactInquiryRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  content: z.string().check(z.trim(), z.minLength(1)),
  files: z.array(z.file()),
});
export type ContactInquiryRequest = z.infer<typeof contactInquiryRequestSchema>;

export const receptionResponseSchema = z.object({
  receptionId: z.string().check(z.minLength(1)),
  receivedAt: isoDateTimeSchema,
});
export type ReceptionResponse = z.infer<typeof receptionResponseSchema>;

export const entryPathSchema = z.enum(entryPaths);

export const salesRequestSchema = z.object({
  productCode: productCodeSchema,
  name: z.string().check(z.trim(), z.minLength(1)),
  companyEmail: emailSchema,
  /** A country code from GET /v2/countries. */
  country: z.string().check(z.minLength(2)),
  contact: z.string().check(z.trim(), z.minLength(1)),
  entryPath: entryPathSchema,
  terms: z.literal(true),
  privacy: z.literal(true),
  cookie: z.literal(true),
  message: z.optional(z.string().check(z.maxLength(2000))),
});

export const freeTrialRequestSchema = salesRequestSchema;
export type FreeTrialRequest = z.infer<typeof freeTrialRequestSchema>;
export const pricingRequestSchema = z.extend(salesRequestSchema, {
  /** Expected monthly concurrent users, if known. */
  expectedConcurrentUsers: z.optional(z.int().check(z.minimum(0))),
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;
