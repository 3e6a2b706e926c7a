import { z } from 'zod';
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
  cardId: z.string().optional(),
});
export type SubscriptionStartRequest = z.infer<typeof subscriptionStartRequestSchema>;
export const subscriptionStartResponseSchema = z.object({
  productCode: productCodeSchema,
  subscriptionId: z.string().min(1),
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
  z.object({ type: z.literal('CARD'), cardId: z.string(), lastDigits: z.string().regex(/^\d{4}$/) }),
  z.object({ type: z.literal('TAX_STATEMENT') }),
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const purchaseChannelSchema = z.enum(['CONSOLE', 'AWS_MARKETPLACE', 'AZURE_MARKETPLACE']);

export const subscriptionSummarySchema = z.object({
  subscriptionId: z.string().min(1),
  productCode: productCodeSchema,
  planCode: planCodeSchema,
  planName: z.string(),
  state: subscriptionStateSchema,
  startDate: isoDateTimeSchema,
  renewalDate: isoDateTimeSchema.nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;
export const subscriptionListResponseSchema = z.array(subscriptionSummarySchema);
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponseSchema>;

/** GET /v2/subscription/status: one row per product, subscribed or not. */
export const subscriptionStatusItemSchema = z.object({
  productCode: productCodeSchema,
  subscribed: z.boolean(),
  subscriptionId: z.string().nullable(),
  state: subscriptionStateSchema.nullable(),
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
  subscriptionId: z.string().min(1),
  productCode: productCodeSchema,
  planCode: planCodeSchema,
  planName: z.string(),
  originalPlanCode: planCodeSchema.nullable(),
  state: subscriptionStateSchema,
  channel: purchaseChannelSchema,
  price: moneySchema.nullable(),
  expectedPrice: moneySchema.nullable(),
  startDate: isoDateTimeSchema,
  renewalDate: isoDateTimeSchema.nullable(),
  endDate: isoDateTimeSchema.nullable(),
  lastPaymentDate: isoDateTimeSchema.nullable(),
  nextPaymentDate: isoDateTimeSchema.nullable(),
  /** Free trial or spot plan expiry. */
  expirationDate: isoDateTimeSchema.nullable(),
  dataDeletionDate: isoDateTimeSchema.nullable(),
  /** Minimum period end (28 days from the start): a cancel before it is scheduled, not immediate. */
  minimumPeriodEndDate: isoDateTimeSchema,
  paymentMethod: paymentMethodSchema.nullable(),
  plannedChange: plannedChangeSchema.nullable(),
  remainingSpotTickets: z.number().int().min(0),
  reservationDate: isoDateTimeSchema.nullable(),
  reservationEndDate: isoDateTimeSchema.nullable(),
  receiptEmail: emailSchema.nullable(),
  /** Last plan change or cancel request (once per UTC day). */
  lastChangeDate: isoDateTimeSchema.nullable(),
  /** Plans bought in a cloud marketplace are changed only there: the link to the listing; null for console plans. */
  marketplaceUrl: z.url().nullable(),
});
export type SubscriptionDetailResponse = z.infer<typeof subscriptionDetailResponseSchema>;

/** PUT /v2/subscription/{id}/plan: upgrade now (prorated) or downgrade from the next payment date. */
export const planChangeRequestSchema = z.object({
  planCode: planCodeSchema,
  /** The payment agreement checkbox; must be true. */
  agreement: z.literal(true),
  cardId: z.string().optional(),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;
export const planChangeResponseSchema = z.object({
  subscriptionId: z.string().min(1),
  kind: z.enum(['UPGRADE', 'DOWNGRADE']),
  planCode: planCodeSchema,
  effectiveDate: isoDateTimeSchema,
  /**
   * Upgrade: what the new plan adds to this billing month, prorated by the hour (charged with the month on the
   * next payment day, docs/decisions.md). Null for a downgrade.
   */
  proratedAmount: moneySchema.nullable(),
  /** A scheduled cancellation was revoked by this change. */
  cancellationRevoked: z.boolean(),
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

export const subscriptionCancelRequestSchema = z.object({
  reason: z.string().max(500).optional(),
});
export type SubscriptionCancelRequest = z.infer<typeof subscriptionCancelRequestSchema>;
export const subscriptionCancelResponseSchema = z.object({
  subscriptionId: z.string().min(1),
  /** False within the minimum period: the cancel is scheduled and can be reverted. */
  immediate: z.boolean(),
  endDate: isoDateTimeSchema,
  dataDeletionDate: isoDateTimeSchema,
  /** A planned plan change was cancelled by this cancel. */
  plannedChangeCancelled: z.boolean(),
});
export type SubscriptionCancelResponse = z.infer<typeof subscriptionCancelResponseSchema>;

export const spotReservationSchema = z.object({
  reservationId: z.string().min(1),
  /** 00:00 UTC of the chosen date. */
  startDate: isoDateTimeSchema,
  /** startDate + 7 days. */
  endDate: isoDateTimeSchema,
  status: z.enum(['RESERVED', 'IN_USE', 'USED', 'CANCELLED']),
});
export type SpotReservation = z.infer<typeof spotReservationSchema>;
export const spotReservationsResponseSchema = z.object({
  remainingTickets: z.number().int().min(0),
  /** The earliest date that can be reserved (2 days after the subscription end). */
  earliestDate: isoDateSchema.nullable(),
  reservations: z.array(spotReservationSchema),
});
export type SpotReservationsResponse = z.infer<typeof spotReservationsResponseSchema>;

export const spotReserveRequestSchema = z.object({ reservationDate: isoDateSchema });
export type SpotReserveRequest = z.infer<typeof spotReserveRequestSchema>;
export const spotReserveResponseSchema = spotReservationSchema;
export type SpotReserveResponse = z.infer<typeof spotReserveResponseSchema>;

/** Buy extra spot tickets. */
export const buyExtraRequestSchema = z.object({
  quantity: z.number().int().min(1).max(12),
  cardId: z.string().optional(),
});
export type BuyExtraRequest = z.infer<typeof buyExtraRequestSchema>;
export const buyExtraResponseSchema = z.object({
  remainingTickets: z.number().int().min(0),
  amount: moneySchema,
});
export type BuyExtraResponse = z.infer<typeof buyExtraResponseSchema>;

export const receiptEmailRequestSchema = z.object({ email: emailSchema });
export type ReceiptEmailRequest = z.infer<typeof receiptEmailRequestSchema>;

export const paymentHistoryRequestSchema = pageRequestSchema;
export type PaymentHistoryRequest = z.infer<typeof paymentHistoryRequestSchema>;
export const paymentHistoryItemSchema = z.object({
  paymentId: z.string().min(1),
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
