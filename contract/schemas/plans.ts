import { z } from 'zod/mini';
import { moneySchema, planCodeSchema, planTierSchema, productCodeSchema } from './common';

/** GET /v2/plans?productCode= : the plan catalogue of one product. */

export const plansRequestSchema = z.object({ productCode: productCodeSchema });
export type PlansRequest = z.infer<typeof plansRequestSchema>;

export const planLimitsSchema = z.object({
  /** Members that can be given roles; 0 means the plan cannot invite. Null means unlimited. */
  members: z.nullable(z.int().check(z.minimum(0))),
  rooms: z.nullable(z.int().check(z.minimum(0))),
  /** Concurrent users (Small 1,000; Medium 5,000; Large 20,000; Enterprise 50,000+). */
  concurrentUsers: z.nullable(z.int().check(z.minimum(0))),
  /** Monitored users (Small 20,000; Medium 100,000; Large 1,000,000; Enterprise 2,500,000+). */
  monitoredUsers: z.nullable(z.int().check(z.minimum(0))),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planSupportSchema = z.enum(['BEST_EFFORT', 'BUSINESS_HOURS_24', 'BUSINESS_HOURS_16']);

export const planSchema = z.object({
  planCode: planCodeSchema,
  productCode: productCodeSchema,
  tier: planTierSchema,
  name: z.string(),
  /** Per month; null for the free trial ("free") and Enterprise ("contact sales"). */
  monthlyPrice: z.nullable(moneySchema),
  /** Overage price per user; null when not applicable. */
  overagePricePerUser: z.nullable(moneySchema),
  limits: planLimitsSchema,
  /** Feature keys (multiProject, basicControl, pathControl, dynamicInflow, eum, botBlocking, haCluster, sla...). */
  features: z.array(z.string()),
  support: planSupportSchema,
  /** False for Enterprise: it goes through sales. */
  purchasable: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  productCode: productCodeSchema,
  plans: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;
