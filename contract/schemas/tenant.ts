import { z } from 'zod/mini';
import { isoDateTimeSchema, moneySchema, planCodeSchema, productCodeSchema, tenantStatusSchema } from './common';

/** GET /v2/tenant/usage. */

export const tenantProductSchema = z.object({
  /** Null while no tenant exists for the product. */
  tenantId: z.nullable(z.string()),
  productCode: productCodeSchema,
  tenantStatus: tenantStatusSchema,
  isMovable: z.boolean(),
  subDomain: z.string(),
  /** The product's OAuth client id, stored per product with the others. */
  clientId: z.optional(z.string()),
});
export type TenantProduct = z.infer<typeof tenantProductSchema>;

export const tenantUsageResponseSchema = z.object({
  products: z.array(tenantProductSchema),
});
export type TenantUsageResponse = z.infer<typeof tenantUsageResponseSchema>;

/**
 * GET /v2/tenant/usage/{productCode}: the product's usage this month against its plan (refreshed hourly).
 * Each product is billed on one metric: NetFUNNEL on capacity (PCCU, peak concurrent users), Bot Manager and
 * mBuster metered (MWU web users / MAU app users a month); the other figures are informative.
 */
export const usageMetricSchema = z.object({
  metric: z.enum(['MAU', 'MWU', 'PCCU']),
  value: z.int().check(z.minimum(0)),
  /** The plan's allowance; null = unlimited. */
  limit: z.nullable(z.int().check(z.minimum(0))),
  /** True for the metric the product is billed on. */
  billed: z.boolean(),
});
export type UsageMetric = z.infer<typeof usageMetricSchema>;

export const productUsageResponseSchema = z.object({
  productCode: productCodeSchema,
  planCode: z.nullable(planCodeSchema),
  /** CAPACITY: the plan buys a capacity, overage above it; METERED: users are counted against the plan. */
  basis: z.enum(['METERED', 'CAPACITY']),
  metrics: z.array(usageMetricSchema),
  rooms: z.object({ value: z.int().check(z.minimum(0)), limit: z.nullable(z.int().check(z.minimum(0))) }),
  /** Non-owner members holding a role on the product, against the plan's limit. */
  members: z.object({ value: z.int().check(z.minimum(0)), limit: z.nullable(z.int().check(z.minimum(0))) }),
  /** Users over the plan on the billed metric so far, and what that adds to the month at the plan's price. */
  overageUsers: z.int().check(z.minimum(0)),
  overageEstimate: moneySchema,
  lastUpdated: isoDateTimeSchema,
  nextUpdate: isoDateTimeSchema,
});
export type ProductUsageResponse = z.infer<typeof productUsageResponseSchema>;
