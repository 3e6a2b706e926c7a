import { z } from 'zod/mini';
import { emailPattern } from './emailPattern';

/**
 * Building blocks shared by every payload schema (spec section 3).
 * Dates travel as ISO 8601 strings; money as `{ amount, currency: 'USD' }`.
 */

/** An ISO 8601 date-time (`2026-11-05T00:00:00Z`) or date (`2026-11-05`) string. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const isoDateSchema = z.iso.date();
/** Either of the two ISO forms. */
export const isoDateLikeSchema = z.union([isoDateTimeSchema, isoDateSchema]);

export const moneySchema = z.object({
  amount: z.number(),
  currency: z.literal('USD'),
});
export type Money = z.infer<typeof moneySchema>;

/** The profile language as the server spells it. */
export const languageSchema = z.enum(['KOREAN', 'JAPANESE', 'SPANISH', 'ENGLISH']);
export type Language = z.infer<typeof languageSchema>;

/** The interface language code as sent in `lang` headers and the language change. */
export const languageCodeSchema = z.enum(['ko', 'en', 'ja', 'es']);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const productCodeSchema = z.enum(['netfunnel', 'botmanager', 'mbuster', 'wave']);
export type ProductCode = z.infer<typeof productCodeSchema>;

/**
 * Plan codes. NF_* are the spec's; BM_* (bot manager) and MB_* (bot blocking) mirror them
 * for the two products whose codes the spec does not show (a contract decision, docs/api.md).
 */
export const planCodeSchema = z.enum([
  'NF_FREETRIAL',
  'NF_SMALL',
  'NF_MEDIUM',
  'NF_LARGE',
  'NF_ENTERPRISE',
  'BM_FREETRIAL',
  'BM_SMALL',
  'BM_MEDIUM',
  'BM_LARGE',
  'BM_ENTERPRISE',
  'MB_FREETRIAL',
  'MB_SMALL',
  'MB_MEDIUM',
  'MB_LARGE',
  'MB_ENTERPRISE',
]);
export type PlanCode = z.infer<typeof planCodeSchema>;

/** Plan tiers in ascending order; the order decides upgrade vs downgrade. */
export const planTierSchema = z.enum(['FREETRIAL', 'SMALL', 'MEDIUM', 'LARGE', 'ENTERPRISE']);
export type PlanTier = z.infer<typeof planTierSchema>;

export const tenantStatusSchema = z.enum([
  'pending',
  'none',
  'running',
  'stopped',
  'stopping',
  'failed',
  'deleted',
]);
export type TenantStatus = z.infer<typeof tenantStatusSchema>;

export const memberStatusSchema = z.enum(['Active', 'Inactive', 'Pending', 'Expired']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const productRoleSchema = z.enum(['ADMINISTRATOR', 'OPERATOR']);
export type ProductRole = z.infer<typeof productRoleSchema>;

export const billingStatusSchema = z.enum(['Paid', 'Unpaid', 'Pending', 'Failed']);
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** AWS-style region codes; ap-northeast-1 (Tokyo) is the default, us-east-1 (N. Virginia) the other. */
export const regionCodeSchema = z.enum(['ap-northeast-1', 'us-east-1']);
export type RegionCode = z.infer<typeof regionCodeSchema>;

export const emailSchema = z.email({ pattern: emailPattern });

/** Offset paging (members, payments, contracts): pageNum starts at 0, pageSize defaults to 10. */
export const pageRequestSchema = z.object({
  pageNum: z.int().check(z.minimum(0)),
  pageSize: z.int().check(z.minimum(1), z.maximum(100)),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** A page of `item`. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.int().check(z.minimum(0)),
    pageSize: z.int().check(z.minimum(1)),
    totalElements: z.int().check(z.minimum(0)),
    totalPages: z.int().check(z.minimum(0)),
  });
}

/** Payloads of operations whose answer carries nothing: `{ "data": null }`. */
export const noContentSchema = z.null();
export type NoContent = z.infer<typeof noContentSchema>;
