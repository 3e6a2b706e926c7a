import { z } from 'zod';
import {
  billingStatusSchema,
  isoDateTimeSchema,
  moneySchema,
  productCodeSchema,
} from './common';
import { paymentMethodSchema } from './subscriptions';

/** GET /v2/billing/overview, GET /v2/billing/failed-payments, retry of a failed payment. */

export const billingOverviewRequestSchema = z.object({
  productCode: productCodeSchema.optional(),
  year: z.number().int().min(2000).max(2100).optional(),
  /** A billing month `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional(),
});
export type BillingOverviewRequest = z.infer<typeof billingOverviewRequestSchema>;

export const invoiceSchema = z.object({
  invoiceId: z.string().min(1),
  productCode: productCodeSchema,
  planName: z.string(),
  /** The billing month `YYYY-MM` (1st to last day). */
  billingMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** The 5th (UTC), or the month's last day when the 5th does not exist. */
  paymentDate: isoDateTimeSchema,
  amount: moneySchema,
  overageAmount: moneySchema,
  status: billingStatusSchema,
  paymentMethod: paymentMethodSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingOverviewResponseSchema = z.object({
  currentMonthTotal: moneySchema,
  nextPaymentDate: isoDateTimeSchema.nullable(),
  unpaidTotal: moneySchema,
  invoices: z.array(invoiceSchema),
});
export type BillingOverviewResponse = z.infer<typeof billingOverviewResponseSchema>;

export const failedPaymentSchema = z.object({
  paymentId: z.string().min(1),
  subscriptionId: z.string().min(1),
  productCode: productCodeSchema,
  amount: moneySchema,
  failedDate: isoDateTimeSchema,
  /** End of the 3-day grace period; the subscription is cancelled after it (A/B product at once). */
  graceEndDate: isoDateTimeSchema,
  reason: z.string(),
});
export type FailedPayment = z.infer<typeof failedPaymentSchema>;
export const failedPaymentsResponseSchema = z.array(failedPaymentSchema);
export type FailedPaymentsResponse = z.infer<typeof failedPaymentsResponseSchema>;

export const paymentRetryRequestSchema = z.object({ cardId: z.string().optional() });
export type PaymentRetryRequest = z.infer<typeof paymentRetryRequestSchema>;
export const paymentRetryResponseSchema = z.object({
  paymentId: z.string().min(1),
  status: billingStatusSchema,
});
export type PaymentRetryResponse = z.infer<typeof paymentRetryResponseSchema>;
