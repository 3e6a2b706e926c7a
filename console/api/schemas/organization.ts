import { z } from 'zod';
import { productCodeSchema, regionCodeSchema } from './common';

/** GET /v2/organization, GET /v2/organization/user, GET /v2/organization/product-list. */

export const organizationResponseSchema = z.object({
  /** Stored and sent later as the organizationId header. */
  id: z.string().min(1),
  name: z.string(),
  region: regionCodeSchema,
  serviceCount: z.number().int().min(0),
  memberCount: z.number().int().min(0),
});
export type OrganizationResponse = z.infer<typeof organizationResponseSchema>;

export const organizationUserStatusSchema = z.enum(['ENABLED', 'DISABLED']);
export const organizationUserResponseSchema = z.object({
  status: organizationUserStatusSchema,
  isOwner: z.boolean(),
});
export type OrganizationUserResponse = z.infer<typeof organizationUserResponseSchema>;

export const productStateSchema = z.enum(['NONE', 'RUNNING', 'STOPPING', 'STOPPED']);
export const productListItemSchema = z.object({
  productCode: productCodeSchema,
  productName: z.string(),
  /** Empty when there is no subscription. */
  planName: z.string(),
  state: productStateSchema,
  /** A display string, e.g. "2026-12-03"; empty when nothing is scheduled. */
  dataDeletionDate: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;
export const productListResponseSchema = z.array(productListItemSchema);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
