import { z } from 'zod';
import { isoDateTimeSchema, moneySchema, pageOf, pageRequestSchema, productCodeSchema } from './common';

/** GET /v2/contracts (paged, by year and product) and GET /v2/contracts/{contractId}. */

export const contractListRequestSchema = pageRequestSchema.extend({
  /** Contracts in force at any time in that year. */
  year: z.number().int().min(2000).max(2100).optional(),
  productCode: productCodeSchema.optional(),
});
export type ContractListRequest = z.infer<typeof contractListRequestSchema>;

export const contractTypeSchema = z.enum([
  'MONTHLY_RENEWAL',
  'MONTHLY_RENEWAL_TERM',
  'TERM',
  'SPOT',
  'FREE_TRIAL',
]);
export type ContractType = z.infer<typeof contractTypeSchema>;

export const contractSummarySchema = z.object({
  contractId: z.string().min(1),
  serviceName: z.string(),
  productCode: productCodeSchema,
  plan: z.string(),
  type: contractTypeSchema,
  usageYear: z.number().int(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema.nullable(),
  amount: moneySchema.nullable(),
  paid: z.boolean(),
  paymentMethod: z.enum(['CARD', 'INVOICE']),
  prepayment: z.boolean(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export const contractListResponseSchema = pageOf(contractSummarySchema);
export type ContractListResponse = z.infer<typeof contractListResponseSchema>;

export const contractDetailResponseSchema = contractSummarySchema.extend({
  spotCount: z.number().int().min(0).nullable(),
  subscriptionStartDate: isoDateTimeSchema,
  /** Day of month (5, or the last day). */
  paymentDay: z.number().int().min(1).max(31),
  /** Monthly amount (renewal types) or contract amount (term types); excess charges separate. */
  monthlyAmount: moneySchema.nullable(),
  contractAmount: moneySchema.nullable(),
  validFrom: isoDateTimeSchema,
  validTo: isoDateTimeSchema.nullable(),
});
export type ContractDetailResponse = z.infer<typeof contractDetailResponseSchema>;

/** GET /v2/contracts/years: the years in which any contract was in force, newest first (the year filter). */
export const contractYearsResponseSchema = z.array(z.number().int().min(2000).max(2100));
export type ContractYearsResponse = z.infer<typeof contractYearsResponseSchema>;
