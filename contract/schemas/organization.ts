import { z } from 'zod/mini';
import { emailSchema, isoDateTimeSchema, productCodeSchema, regionCodeSchema } from './common';

/** GET /v2/organization, GET /v2/organization/user, GET /v2/organization/product-list. */

export const organizationResponseSchema = z.object({
  /** Stored and sent later as the organizationId header. */
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  region: regionCodeSchema,
  serviceCount: z.int().check(z.minimum(0)),
  memberCount: z.int().check(z.minimum(0)),
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

/** GET /v2/organization/domains?productCode=: the product's service domains (bot detection needs at least one per role). */
export const serviceDomainsRequestSchema = z.object({ productCode: productCodeSchema });
export type ServiceDomainsRequest = z.infer<typeof serviceDomainsRequestSchema>;
export const serviceDomainsResponseSchema = z.object({
  productCode: productCodeSchema,
  domains: z.array(z.string()),
});
export type ServiceDomainsResponse = z.infer<typeof serviceDomainsResponseSchema>;

/**
 * GET /v2/organization/owner: the pending ownership transfer, readable by the owner and by the member asked to
 * take over (`role` says which side the caller is on). Accept: POST .../owner/accept (the new owner); cancel:
 * DELETE .../owner (the owner). A request lapses after 7 days.
 */
export const ownershipTransferStateSchema = z.object({
  status: z.enum(['NONE', 'PENDING']),
  fromEmail: z.nullable(emailSchema),
  toEmail: z.nullable(emailSchema),
  requestedAt: z.nullable(isoDateTimeSchema),
  expiresAt: z.nullable(isoDateTimeSchema),
  role: z.enum(['OWNER', 'NEW_OWNER', 'OTHER']),
});
export type OwnershipTransferState = z.infer<typeof ownershipTransferStateSchema>;
