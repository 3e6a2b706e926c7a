import { z } from 'zod';
import { productCodeSchema, tenantStatusSchema } from './common';

/** GET /v2/tenant/usage. */

export const tenantProductSchema = z.object({
  /** Null while no tenant exists for the product. */
  tenantId: z.string().nullable(),
  productCode: productCodeSchema,
  tenantStatus: tenantStatusSchema,
  isMovable: z.boolean(),
  subDomain: z.string(),
  /** The product's OAuth client id, stored per product with the others. */
  clientId: z.string().optional(),
});
export type TenantProduct = z.infer<typeof tenantProductSchema>;

export const tenantUsageResponseSchema = z.object({
  products: z.array(tenantProductSchema),
});
export type TenantUsageResponse = z.infer<typeof tenantUsageResponseSchema>;
