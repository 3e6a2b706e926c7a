import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common';

/** Payment cards (<= 5) and the billing address, under /v2/payment. */

export const cardTypeSchema = z.enum(['PRIVATE_DOMESTIC', 'CORPORATE_DOMESTIC', 'OVERSEAS']);
export type CardType = z.infer<typeof cardTypeSchema>;

export const billingAddressSchema = z.object({
  country: z.string().check(z.minLength(2)),
  address: z.string().check(z.minLength(1)),
  city: z.string().check(z.minLength(1)),
  state: z.string(),
  postalCode: z.string().check(z.minLength(1)),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** MM/YY */
export const cardExpirySchema = z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/));

export const cardSchema = z.object({
  cardId: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  brand: z.string(),
  lastDigits: z.string().check(z.regex(/^\d{4}$/)),
  expiry: cardExpirySchema,
  cardType: cardTypeSchema,
  isDefault: z.boolean(),
  createdDate: isoDateTimeSchema,
});
export type Card = z.infer<typeof cardSchema>;
export const cardListResponseSchema = z.array(cardSchema);
export type CardListResponse = z.infer<typeof cardListResponseSchema>;

/** Add a card. Rules: <= 5 cards, no duplicate number or name, valid >= 6 months, no debit. */
export const cardAddRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  number: z.string().check(z.regex(/^\d{14,19}$/)),
  expiry: cardExpirySchema,
  cvc: z.string().check(z.regex(/^\d{3,4}$/)),
  cardType: z._default(cardTypeSchema, 'PRIVATE_DOMESTIC'),
  /** First two digits of the card password (domestic cards). */
  passwordFirstTwo: z.optional(z.string().check(z.regex(/^\d{2}$/))),
  /** YYMMDD, personal cards. */
  birthDate: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  /** Corporate cards. */
  businessNumber: z.optional(z.string().check(z.regex(/^\d{10}$/))),
  billingAddress: z.optional(billingAddressSchema),
  isDefault: z.optional(z.boolean()),
});
export type CardAddRequest = z.input<typeof cardAddRequestSchema>;
export const cardAddResponseSchema = cardSchema;
export type CardAddResponse = z.infer<typeof cardAddResponseSchema>;

/** Modify a card (route modify/payment-method/{paymentId}): rename, make default, or replace details. */
export const cardModifyRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))),
  isDefault: z.optional(z.boolean()),
  expiry: z.optional(cardExpirySchema),
  cvc: z.optional(z.string().check(z.regex(/^\d{3,4}$/))),
});
export type CardModifyRequest = z.infer<typeof cardModifyRequestSchema>;
export const cardModifyResponseSchema = cardSchema;
export type CardModifyResponse = z.infer<typeof cardModifyResponseSchema>;

export const billingAddressResponseSchema = z.nullable(billingAddressSchema);
export type BillingAddressResponse = z.infer<typeof billingAddressResponseSchema>;
export const billingAddressRequestSchema = billingAddressSchema;
export type BillingAddressRequest = z.infer<typeof billingAddressRequestSchema>;
