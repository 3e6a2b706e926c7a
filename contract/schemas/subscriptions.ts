import { z } from 'zod/mini';
import {
  billingStatusSchema,
  emailSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  pageOf,
  pageRequestSchema,
  planCodeSchema,
  productCodeSchema,
} from './common';

/** POST /v2/subscription and everything under /v2/subscription/{subscriptionId}. */

export const subscriptionStartRequestSchema = z.object({
  planCode: planCodeSchema,
  cardId: z.optional(z.string()),
});
export type SubscriptionStartRequest = z.infer<typeof subscriptionStartRequestSchema>;
export const subscriptionStartResponseSchema = z.object({
  productCode: productCodeSchema,
  subscriptionId: z.string().check(z.minLength(1)),
});
export type SubscriptionStartResponse = z.infer<typeof subscriptionStartResponseSchema>;

export const subscriptionStateSchema = z.enum([
  'FREE_TRIAL',
  'ACTIVE',
  /** A cancellation is scheduled (within the 28-day minimum period); it can be reverted. */
  'CANCEL_SCHEDULED',
  'CANCELLED',
  /** Free trial or spot plan ran out. */
  'EXPIRED',
  /** Payment failed; retried for 3 days (the grace period). */
  'PAYMENT_FAILED',
]);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const paymentMethodSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CARD'), cardId: z.string(), lastDigits: z.string().check(z.regex(/^\d{4}$/)) }),
  z.object({ type: z.literal('TAX_STATEMENT') }),
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const purchaseChannelSchema = z.enum(['CONSOLE', 'AWS_MARKETPLACE', 'AZURE_MARKETPLACE']);

export const subscriptionSummarySchema = z.object({
  subscriptionId: z.string().check(z.minLength(1)),
  productCode: productCodeSchema,
  planCode: planCodeSchema,
  planName: z.string(),
  state: subscriptionStateSchema,
  startDate: isoDateTimeSchema,
  renewalDate: z.nullable(isoDateTimeSchema),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;
export const subscriptionListResponseSchema = z.array(subscriptionSummarySchema);
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponseSchema>;

/** GET /v2/subscription/status: one row per product, subscribed or not. */
export const subscriptionStatusItemSchema = z.object({
  productCode: productCodeSchema,
  subscribed: z.boolean(),
  subscriptionId: z.nullable(z.string()),
  state: z.nullable(subscriptionStateSchema),
  /** True once a free trial has been used for this product. */
  freeTrialUsed: z.boolean(),
});
export const subscriptionStatusResponseSchema = z.array(subscriptionStatusItemSchema);
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const plannedChangeSchema = z.object({
  planCode: planCodeSchema,
  planName: z.string(),
  effectiveDate: isoDateTimeSchema,
  requestedDate: isoDateTimeSchema,
});

export const subscriptionDetailResponseSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1)),
  productCode: productCodeSchema,
  planCode: planCodeSchema,
  planName: z.string(),
  originalPlanCode: z.nullable(planCodeSchema),
  state: subscriptionStateSchema,
  channel: purchaseChannelSchema,
  price: z.nullable(moneySchema),
  expectedPrice: z.nullable(moneySchema),
  startDate: isoDateTimeSchema,
  renewalDate: z.nullable(isoDateTimeSchema),
  endDate: z.nullable(isoDateTimeSchema),
  lastPaymentDate: z.nullable(isoDateTimeSchema),
  nextPaymentDate: z.nullable(isoDateTimeSchema),
  /** Free trial or spot plan expiry. */
  expirationDate: z.nullable(isoDateTimeSchema),
  dataDeletionDate: z.nullable(isoDateTimeSchema),
  /** Minimum period end (28 days from the start): a cancel before it is scheduled, not immediate. */
  minimumPeriodEndDate: isoDateTimeSchema,
  paymentMethod: z.nullable(paymentMethodSchema),
  plannedChange: z.nullable(plannedChangeSchema),
  remainingSpotTickets: z.int().check(z.minimum(0)),
  reservationDate: z.nullable(isoDateTimeSchema),
  reservationEndDate: z.nullable(isoDateTimeSchema),
  receiptEmail: z.nullable(emailSchema),
  /** Last plan change or cancel request (once per UTC day). */
  lastChangeDate: z.nullable(isoDateTimeSchema),
  /** Plans bought in a cloud marketplace are changed only there: the link to the listing; null for console plans. */
  marketplaceUrl: z.nullable(z.url()),
});
export type SubscriptionDetailResponse = z.infer<typeof subscriptionDetailResponseSchema>;

/** PUT /v2/subscription/{id}/plan: upgrade now (prorated) or downgrade from the next payment date. */
export const planChangeRequestSchema = z.object({
  planCode: planCodeSchema,
  /** The payment agreement checkbox; must be true. */
  agreement: z.literal(true),
  cardId: z.optional(z.string()),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;
export const planChangeResponseSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1)),
  kind: z.enum(['UPGRADE', 'DOWNGRADE']),
  planCode: planCodeSchema,
  effectiveDate: isoDateTimeSchema,
  /**
   * Upgrade: what the new plan adds to this billing month, prorated by the hour (charged with the month on the
   * next payment day, docs/decisions.md). Null for a downgrade.
   */
  proratedAmount: z.nullable(moneySchema),
  /** A scheduled cancellation was revoked by this change. */
  cancellationRevoked: z.boolean(),
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

export const subscriptionCancelRequestSchema = z.object({
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type SubscriptionCancelRequest = z.infer<typeof subscriptionCancelRequestSchema>;
export const subscriptionCancelResponseSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1)),
  /** False within the minimum period: the cancel is scheduled and can be reverted. */
  immediate: z.boolean(),
  endDate: isoDateTimeSchema,
  dataDeletionDate: isoDateTimeSchema,
  /** A planned plan change was cancelled by this cancel. */
  plannedChangeCancelled: z.boolean(),
});
export type SubscriptionCancelResponse = z.infer<typeof subscriptionCancelResponseSchema>;

export const spotReservationSchema = z.object({
  reservationId: z.string().check(z.minLength(1)),
  /** 00:00 UTC of the chosen date. */
  startDate: isoDateTimeSchema,
  /** startDate + 7 days. */
  endDate: isoDateTimeSchema,
  status: z.enum(['RESERVED', 'IN_USE', 'USED', 'CANCELLED']),
});
export type SpotReservation = z.infer<typeof spotReservationSchema>;
export const spotReservationsResponseSchema = z.object({
  remainingTickets: z.int().check(z.minimum(0)),
  /** The earliest date that can be reserved (2 days after the subscription end). */
  earliestDate: z.nullable(isoDateSchema),
  reservations: z.array(spotReservationSchema),
});
export type SpotReservationsResponse = z.infer<typeof spotReservationsResponseSchema>;

export const spotReserveRequestSchema = z.object({ reservationDate: isoDateSchema });
export type SpotReserveRequest = z.infer<typeof spotReserveRequestSchema>;
export const spotReserveResponseSchema = spotReservationSchema;
export type SpotReserveResponse = z.infer<typeof spotReserveResponseSchema>;

/** Buy extra spot tickets. */
export const buyExtraRequestSchema = z.object({
  quantity: z.int().check(z.minimum(1), z.maximum(12)),
  cardId: z.optional(z.string()),
});
export type BuyExtraRequest = z.infer<typeof buyExtraRequestSchema>;
export const buyExtraResponseSchema = z.object({
  remainingTickets: z.int().check(z.minimum(0)),
  amount: moneySchema,
});
export type BuyExtraResponse = z.infer<typeof buyExtraResponseSchema>;

export const receiptEmailRequestSchema = z.object({ email: emailSchema });
export type ReceiptEmailRequest = z.infer<typeof receiptEmailRequestSchema>;

export const paymentHistoryRequestSchema = pageRequestSchema;
export type PaymentHistoryRequest = z.infer<typeof paymentHistoryRequestSchema>;
export const paymentHistoryItemSchema = z.object({
  paymentId: z.string().check(z.minLength(1)),
  paymentDate: isoDateTimeSchema,
  usageStartDate: isoDateTimeSchema,
  usageEndDate: isoDateTimeSchema,
  planName: z.string(),
  /** Base plus overage. */
  amount: moneySchema,
  /** The part of `amount` for users over the plan (month-end usage). */
  overageAmount: moneySchema,
  /** MONTHLY: a month's hours on the payment day; FINAL: up to the end; SPOT: spot tickets. */
  kind: z.enum(['MONTHLY', 'FINAL', 'SPOT']),
  paymentMethod: paymentMethodSchema,
  status: billingStatusSchema,
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistoryResponseSchema = pageOf(paymentHistoryItemSchema);
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;
