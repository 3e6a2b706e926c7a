import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/** Payment cards (<= 5) and the billing address, under /v2/payment. */

export const cardTypeSchema = z.enum(['PRIVATE_DOMESTIC', 'CORPORATE_DOMESTIC', 'OVERSEAS']);
export type CardType = z.infer<typeof cardTypeSchema>;

export const billingAddressSchema = z.object({
  country: z.string().min(2),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string(),
  postalCode: z.string().min(1),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** MM/YY */
export const cardExpirySchema = z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/);

export const cardSchema = z.object({
  cardId: z.string().min(1),
  name: z.string().min(1),
  brand: z.string(),
  lastDigits: z.string().regex(/^\d{4}$/),
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
  name: z.string().trim().min(1).max(30),
  number: z.string().regex(/^\d{14,19}$/),
  expiry: cardExpirySchema,
  cvc: z.string().regex(/^\d{3,4}$/),
  cardType: cardTypeSchema.default('PRIVATE_DOMESTIC'),
  /** First two digits of the card password (domestic cards). */
  passwordFirstTwo: z.string().regex(/^\d{2}$/).optional(),
  /** YYMMDD, personal cards. */
  birthDate: z.string().regex(/^\d{6}$/).optional(),
  /** Corporate cards. */
  businessNumber: z.string().regex(/^\d{10}$/).optional(),
  billingAddress: billingAddressSchema.optional(),
  isDefault: z.boolean().optional(),
});
export type CardAddRequest = z.input<typeof cardAddRequestSchema>;
export const cardAddResponseSchema = cardSchema;
export type CardAddResponse = z.infer<typeof cardAddResponseSchema>;

/** Modify a card (route modify/payment-method/{paymentId}): rename, make default, or replace details. */
export const cardModifyRequestSchema = z.object({
  name: z.string().trim().min(1).max(30).optional(),
  isDefault: z.boolean().optional(),
  expiry: cardExpirySchema.optional(),
  cvc: z.string().regex(/^\d{3,4}$/).optional(),
});
export type CardModifyRequest = z.infer<typeof cardModifyRequestSchema>;
export const cardModifyResponseSchema = cardSchema;
export type CardModifyResponse = z.infer<typeof cardModifyResponseSchema>;

export const billingAddressResponseSchema = billingAddressSchema.nullable();
export type BillingAddressResponse = z.infer<typeof billingAddressResponseSchema>;
export const billingAddressRequestSchema = billingAddressSchema;
export type BillingAddressRequest = z.infer<typeof billingAddressRequestSchema>;
