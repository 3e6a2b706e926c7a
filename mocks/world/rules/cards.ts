/**
 * Payment cards: <= 5 per organisation, no duplicate number or name, valid >= 6 months, no debit cards,
 * the mock issuer's unavailable cards refused, CVC / date / card info / business number checked.
 */
import { DEBIT_BINS, LIMITS, UNAVAILABLE_CARD_NUMBERS } from '../catalogue';
import { addMonths } from '../clock';
import type { World } from '../world';
import { cardById, cardsOf, liveSubscriptions } from '../access';
import type { BillingAddressRec, CardRec, CardType } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  cardType?: CardType;
  passwordFirstTwo?: string;
  birthDate?: string;
  businessNumber?: string;
  billingAddress?: BillingAddressRec;
  isDefault?: boolean;
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): CardRec['brand'] {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^35/.test(number)) return 'JCB';
  return 'UNKNOWN';
}

/** Parses MM/YY; null when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!m) return null;
  return { month: Number(m[1]), year: 2000 + Number(m[2]) };
}

/** The card works through the last day of its expiry month; it must still be valid 6 months from now. */
export function validityError(world: World, month: number, year: number): RuleError | null {
  const lastValid = new Date(Date.UTC(year, month, 0, 23, 59, 59));
  const now = world.clock.now();
  if (lastValid.getTime() < now.getTime()) return err(400, E.CARD_DATE_INVALID, MESSAGES.cardDate);
  if (lastValid.getTime() < addMonths(now, LIMITS.cardMinValidMonths).getTime()) {
    return err(400, E.CARD_VALIDITY, MESSAGES.cardValidity);
  }
  return null;
}

function businessNumberValid(value: string): boolean {
  // Korean business registration number checksum.
  if (!/^\d{10}$/.test(value)) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = value.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits[i] ?? 0) * (weights[i] ?? 0);
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

function birthDateValid(value: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function addCard(world: World, orgId: string, input: CardInput): CardRec | RuleError {
  const cards = cardsOf(world, orgId);
  if (cards.length >= LIMITS.maxCards) return err(409, E.CARD_LIMIT, MESSAGES.cardLimit, { max: LIMITS.maxCards });
  const number = input.number.replace(/\D/g, '');
  if (number.length < 14 || number.length > 19 || !luhnValid(number)) return err(400, E.CARD_INFO_INVALID, MESSAGES.cardInfo);
  if (cards.some((c) => c.number === number)) return err(409, E.CARD_DUPLICATE, MESSAGES.cardDuplicate);
  if (cards.some((c) => sameName(c.name, input.name))) return err(409, E.CARD_NAME_DUPLICATE, MESSAGES.cardNameDuplicate);
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return err(400, E.CARD_DATE_INVALID, MESSAGES.cardDate);
  const validity = validityError(world, expiry.month, expiry.year);
  if (validity) return validity;
  const brand = brandOf(number);
  if (!/^\d+$/.test(input.cvc) || input.cvc.length !== (brand === 'AMEX' ? 4 : 3)) return err(400, E.CARD_CVC_INVALID, MESSAGES.cardCvc);
  const cardType = input.cardType ?? 'PRIVATE_DOMESTIC';
  if (cardType === 'CORPORATE_DOMESTIC' && !businessNumberValid(input.businessNumber ?? '')) {
    return err(400, E.CARD_BUSINESS_NUMBER_INVALID, MESSAGES.cardBusinessNumber);
  }
  if (cardType === 'PRIVATE_DOMESTIC' && (!birthDateValid(input.birthDate ?? '') || !/^\d{2}$/.test(input.passwordFirstTwo ?? ''))) {
    return err(400, E.CARD_INFO_INVALID, MESSAGES.cardInfo);
  }
  if (cardType === 'OVERSEAS' && !input.billingAddress && !world.data.billingAddress[orgId]) {
    return err(400, E.CARD_INFO_INVALID, MESSAGES.cardInfo, { field: 'billingAddress' });
  }
  if (DEBIT_BINS.includes(number.slice(0, 6))) return err(400, E.CARD_DEBIT, MESSAGES.cardDebit);
  if (UNAVAILABLE_CARD_NUMBERS.includes(number)) return err(400, E.CARD_UNAVAILABLE, MESSAGES.cardUnavailable);

  const makeDefault = input.isDefault === true || cards.length === 0;
  if (makeDefault) for (const c of cards) c.isDefault = false;
  if (input.billingAddress) world.data.billingAddress[orgId] = { ...input.billingAddress };
  const card: CardRec = {
    id: world.nextId('card'),
    organizationId: orgId,
    name: input.name.trim(),
    number,
    cvc: input.cvc,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    cardType,
    brand,
    isDefault: makeDefault,
    createdAt: world.clock.nowIso(),
  };
  world.data.cards.push(card);
  return card;
}

export interface CardChange {
  name?: string;
  isDefault?: boolean;
  expiry?: string;
  cvc?: string;
}

export function modifyCard(world: World, orgId: string, cardId: string, change: CardChange): CardRec | RuleError {
  const card = cardById(world, orgId, cardId);
  if (!card) return err(404, E.NOT_FOUND, MESSAGES.notFound);
  const others = cardsOf(world, orgId).filter((c) => c.id !== cardId);
  if (change.name !== undefined && others.some((c) => sameName(c.name, change.name ?? ''))) {
    return err(409, E.CARD_NAME_DUPLICATE, MESSAGES.cardNameDuplicate);
  }
  let expiry: { month: number; year: number } | null = null;
  if (change.expiry !== undefined) {
    expiry = parseExpiry(change.expiry);
    if (!expiry) return err(400, E.CARD_DATE_INVALID, MESSAGES.cardDate);
    const validity = validityError(world, expiry.month, expiry.year);
    if (validity) return validity;
  }
  if (change.cvc !== undefined && (!/^\d+$/.test(change.cvc) || change.cvc.length !== (card.brand === 'AMEX' ? 4 : 3))) {
    return err(400, E.CARD_CVC_INVALID, MESSAGES.cardCvc);
  }
  if (change.name !== undefined) card.name = change.name.trim();
  if (expiry) {
    card.expiryMonth = expiry.month;
    card.expiryYear = expiry.year;
  }
  if (change.cvc !== undefined) card.cvc = change.cvc;
  if (change.isDefault === true) {
    for (const c of others) c.isDefault = false;
    card.isDefault = true;
  }
  return card;
}

export function deleteCard(world: World, orgId: string, cardId: string): true | RuleError {
  const card = cardById(world, orgId, cardId);
  if (!card) return err(404, E.NOT_FOUND, MESSAGES.notFound);
  if (liveSubscriptions(world, orgId).some((s) => s.cardId === cardId)) return err(409, E.CARD_IN_USE, MESSAGES.cardInUse);
  world.data.cards = world.data.cards.filter((c) => c.id !== cardId);
  if (card.isDefault) {
    const next = cardsOf(world, orgId)[0];
    if (next) next.isDefault = true;
  }
  return true;
}

export function formatExpiry(card: CardRec): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}
