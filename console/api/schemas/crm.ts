import { z } from 'zod';
import { emailSchema, isoDateTimeSchema, productCodeSchema } from './common';

/** The CRM client (base /crm/v1): contact inquiry (multipart), free-trial and pricing requests. */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const attachmentExtensions = [
  'jpg', 'jpeg', 'png', 'pdf', 'xlsx', 'hwp', 'doc', 'docx', 'ppt', 'pptx', 'mp4', 'wmv', 'gif', 'html',
] as const;

/**
 * Sent as multipart/form-data: `title`, `content`, and one `files` part per attachment.
 * Each <= 10 MB, allowed extensions only, no duplicate names.
 */
export const contactInquiryRequestSchema = z.object({
  title: z.string().trim().min(1),
  content: z.string().trim().min(1),
  files: z.array(z.file()),
});
export type ContactInquiryRequest = z.infer<typeof contactInquiryRequestSchema>;

export const receptionResponseSchema = z.object({
  receptionId: z.string().min(1),
  receivedAt: isoDateTimeSchema,
});
export type ReceptionResponse = z.infer<typeof receptionResponseSchema>;

export const entryPathSchema = z.enum(['advertisement', 'sns', 'linkedIn', 'search', 'email', 'referral']);
export type EntryPath = z.infer<typeof entryPathSchema>;

export const salesRequestSchema = z.object({
  productCode: productCodeSchema,
  name: z.string().trim().min(1),
  companyEmail: emailSchema,
  /** A country code from GET /v2/countries. */
  country: z.string().min(2),
  contact: z.string().trim().min(1),
  entryPath: entryPathSchema,
  terms: z.literal(true),
  privacy: z.literal(true),
  cookie: z.literal(true),
  message: z.string().max(2000).optional(),
});

export const freeTrialRequestSchema = salesRequestSchema;
export type FreeTrialRequest = z.infer<typeof freeTrialRequestSchema>;
export const pricingRequestSchema = salesRequestSchema.extend({
  /** Expected monthly concurrent users, if known. */
  expectedConcurrentUsers: z.number().int().min(0).optional(),
});
export type PricingRequest = z.infer<typeof pricingRequestSchema>;
