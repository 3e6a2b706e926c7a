import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common';

/** GET/PUT /v2/terms/agreement. */

export const termsAgreementResponseSchema = z.object({
  service: z.boolean(),
  privacy: z.boolean(),
  cookie: z.boolean(),
  thirdParty: z.boolean(),
  agreedDate: z.nullable(isoDateTimeSchema),
});
export type TermsAgreementResponse = z.infer<typeof termsAgreementResponseSchema>;

/** Service terms, privacy and cookie policy are required; third-party sharing is optional. */
export const termsAgreementRequestSchema = z.object({
  service: z.literal(true),
  privacy: z.literal(true),
  cookie: z.literal(true),
  thirdParty: z.boolean(),
});
export type TermsAgreementRequest = z.infer<typeof termsAgreementRequestSchema>;
