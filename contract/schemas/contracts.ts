import { z } from 'zod/mini';
import { isoDateTimeSchema, moneySchema, pageOf, pageRequestSchema, productCodeSchema } from './common';

/** GET /v2/contracts (paged, by year and product) and GET /v2/contracts/{contractId}. */

export const contractListRequestSchema = z.extend(pageRequestSchema, {
  /** Contracts in force at any time in that year. */
  year: z.optional(z.int().check(z.minimum(2000), z.maximum(2100))),
  productCode: z.optional(productCodeSchema),
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
  contractId: z.string().check(z.minLength(1)),
  serviceName: z.string(),
  productCode: productCodeSchema,
  plan: z.string(),
  type: contractTypeSchema,
  usageYear: z.int(),
  startDate: isoDateTimeSchema,
  endDate: z.nullable(isoDateTimeSchema),
  amount: z.nullable(moneySchema),
  paid: z.boolean(),
  paymentMethod: z.enum(['CARD', 'INVOICE']),
  prepayment: z.boolean(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export const contractListResponseSchema = pageOf(contractSummarySchema);
export type ContractListResponse = z.infer<typeof contractListResponseSchema>;

export const contractDetailResponseSchema = z.extend(contractSummarySchema, {
  spotCount: z.nullable(z.int().check(z.minimum(0))),
  subscriptionStartDate: isoDateTimeSchema,
  /** Day of month (5, or the last day). */
  paymentDay: z.int().check(z.minimum(1), z.maximum(31)),
  /** Monthly amount (renewal types) or contract amount (term types); excess charges separate. */
  monthlyAmount: z.nullable(moneySchema),
  contractAmount: z.nullable(moneySchema),
  validFrom: isoDateTimeSchema,
  validTo: z.nullable(isoDateTimeSchema),
});
export type ContractDetailResponse = z.infer<typeof contractDetailResponseSchema>;

/** GET /v2/contracts/years: the years in which any contract was in force, newest first (the year filter). */
export const contractYearsResponseSchema = z.array(z.int().check(z.minimum(2000), z.maximum(2100)));
export type ContractYearsResponse = z.infer<typeof contractYearsResponseSchema>;
