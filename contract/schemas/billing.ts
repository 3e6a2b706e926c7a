import { z } from 'zod/mini';
import {
  billingStatusSchema,
  isoDateTimeSchema,
  moneySchema,
  productCodeSchema,
} from './common';
import { paymentMethodSchema } from './subscriptions';

/** GET /v2/billing/overview, GET /v2/billing/failed-payments, retry of a failed payment. */

export const billingOverviewRequestSchema = z.object({
  productCode: z.optional(productCodeSchema),
  year: z.optional(z.int().check(z.minimum(2000), z.maximum(2100))),
  /** A billing month `YYYY-MM`. */
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
});
export type BillingOverviewRequest = z.infer<typeof billingOverviewRequestSchema>;

export const invoiceSchema = z.object({
  invoiceId: z.string().check(z.minLength(1)),
  productCode: productCodeSchema,
  planName: z.string(),
  /** The billing month `YYYY-MM` (1st to last day). */
  billingMonth: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  /** When it was paid, or is due (the 5th, UTC, or the month's last day when the 5th does not exist). */
  paymentDate: isoDateTimeSchema,
  amount: moneySchema,
  overageAmount: moneySchema,
  status: billingStatusSchema,
  paymentMethod: z.nullable(paymentMethodSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingOverviewResponseSchema = z.object({
  /** What the current billing month costs: every hour of it at the plan in force, decided changes, overage. */
  currentMonthTotal: moneySchema,
  nextPaymentDate: z.nullable(isoDateTimeSchema),
  /** Billed and not paid: Unpaid (tax statement) and Failed charges. */
  unpaidTotal: moneySchema,
  /** Billed, due on a coming payment day (e.g. the last hours of a cancelled plan). */
  pendingTotal: moneySchema,
  invoices: z.array(invoiceSchema),
});
export type BillingOverviewResponse = z.infer<typeof billingOverviewResponseSchema>;

export const failedPaymentSchema = z.object({
  paymentId: z.string().check(z.minLength(1)),
  subscriptionId: z.string().check(z.minLength(1)),
  productCode: productCodeSchema,
  amount: moneySchema,
  failedDate: isoDateTimeSchema,
  /** End of the 3-day grace period; the subscription is cancelled after it. */
  graceEndDate: isoDateTimeSchema,
  reason: z.string(),
  /** Attempts so far (the first, then one automatic retry a day during the grace period, plus the owner's). */
  attempts: z.int().check(z.minimum(1)),
  /** The next automatic retry; null when none is left. */
  nextRetryDate: z.nullable(isoDateTimeSchema),
});
export type FailedPayment = z.infer<typeof failedPaymentSchema>;
export const failedPaymentsResponseSchema = z.array(failedPaymentSchema);
export type FailedPaymentsResponse = z.infer<typeof failedPaymentsResponseSchema>;

export const paymentRetryRequestSchema = z.object({ cardId: z.optional(z.string()) });
export type PaymentRetryRequest = z.infer<typeof paymentRetryRequestSchema>;
export const paymentRetryResponseSchema = z.object({
  paymentId: z.string().check(z.minLength(1)),
  status: billingStatusSchema,
});
export type PaymentRetryResponse = z.infer<typeof paymentRetryResponseSchema>;

/**
 * GET /v2/billing/summary: the dashboard's billing block, for every member of the organisation. Members see
 * which products are paid up and when the next payment is; amounts are only for the owner (`amounts` null).
 */
export const billingSummaryResponseSchema = z.object({
  nextPaymentDate: z.nullable(isoDateTimeSchema),
  products: z.array(
    z.object({
      productCode: productCodeSchema,
      planName: z.string(),
      /** OK: nothing owed; PAYMENT_FAILED: in the grace period; UNPAID: an invoice awaits payment. */
      paymentStatus: z.enum(['OK', 'PAYMENT_FAILED', 'UNPAID']),
    }),
  ),
  amounts: z.nullable(
    z.object({
      currentMonthTotal: moneySchema,
      unpaidTotal: moneySchema,
    }),
  ),
});
export type BillingSummaryResponse = z.infer<typeof billingSummaryResponseSchema>;
