import { z } from 'zod/mini';
import {
  emailSchema,
  isoDateTimeSchema,
  memberStatusSchema,
  pageOf,
  pageRequestSchema,
  productCodeSchema,
  productRoleSchema,
} from './common';

/** Members of the selected organisation, under /v2/organization/members. */

export const memberListRequestSchema = z.extend(pageRequestSchema, {
  searchValue: z.optional(z.string()),
  productCodes: z.optional(z.array(productCodeSchema)),
});
export type MemberListRequest = z.infer<typeof memberListRequestSchema>;

export const memberProductRoleSchema = z.object({
  productCode: productCodeSchema,
  role: productRoleSchema,
  /** Bot-detection (mbuster) requires at least one domain; others send []. */
  domains: z.array(z.string()),
});
export type MemberProductRole = z.infer<typeof memberProductRoleSchema>;

export const memberSummarySchema = z.object({
  email: emailSchema,
  name: z.string(),
  status: memberStatusSchema,
  isOwner: z.boolean(),
  serviceCount: z.int().check(z.minimum(0)),
  createdDate: z.nullable(isoDateTimeSchema),
  invitationDate: z.nullable(isoDateTimeSchema),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberListResponseSchema = pageOf(memberSummarySchema);
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

export const memberDetailResponseSchema = z.extend(memberSummarySchema, {
  accountType: z.enum(['ID_PASSWORD', 'GOOGLE', 'MICROSOFT']),
  /** Empty: the member shows as unauthorised. Always empty for a Pending or Expired invitee. */
  roles: z.array(memberProductRoleSchema),
  /** Roles an invitation grants when accepted (Pending invitees hold none until then). */
  invitedRoles: z.optional(z.array(memberProductRoleSchema)),
});
export type MemberDetailResponse = z.infer<typeof memberDetailResponseSchema>;

/** Up to 10 addresses at once; an optional role to grant on acceptance. */
export const memberInviteRequestSchema = z.object({
  emails: z.array(emailSchema).check(z.minLength(1), z.maxLength(10)),
  roles: z.optional(z.array(memberProductRoleSchema)),
});
export type MemberInviteRequest = z.infer<typeof memberInviteRequestSchema>;
export const memberInviteResponseSchema = z.object({
  invited: z.array(emailSchema),
});
export type MemberInviteResponse = z.infer<typeof memberInviteResponseSchema>;

/** Active -> Inactive removes every role; Inactive -> Active. */
export const memberStatusChangeRequestSchema = z.object({
  status: z.enum(['Active', 'Inactive']),
});
export type MemberStatusChangeRequest = z.infer<typeof memberStatusChangeRequestSchema>;

/** Replace the member's roles; only for Active members. A missing product means no role there. */
export const memberRolesRequestSchema = z.object({
  roles: z.array(memberProductRoleSchema),
});
export type MemberRolesRequest = z.infer<typeof memberRolesRequestSchema>;
export const memberRolesResponseSchema = memberDetailResponseSchema;
export type MemberRolesResponse = z.infer<typeof memberRolesResponseSchema>;

export const ownershipTransferRequestSchema = z.object({ email: emailSchema });
export type OwnershipTransferRequest = z.infer<typeof ownershipTransferRequestSchema>;
export const ownershipTransferResponseSchema = z.object({
  /** REQUESTED: waits for the new owner ("owner-transfer submitted" toast); COMPLETED: accepted, roles swapped. */
  status: z.enum(['REQUESTED', 'COMPLETED']),
});
export type OwnershipTransferResponse = z.infer<typeof ownershipTransferResponseSchema>;
