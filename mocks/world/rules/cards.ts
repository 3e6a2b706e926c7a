/**
 * Payment cards: <= 5 per organisation, no duplicate number or name, valid >= 6 months, no debit cards,
 * the mock issuer's unavailable cards refused, CVC / date / card info / business number checked (the checks of
 * contract/rules/cards.ts).
 */
import {
  birthDateValid,
  brandOf,
  businessNumberValid,
  cardDigits,
  cardNumberValid,
  cardPasswordFirstTwoValid,
  cvcValid,
  parseExpiry,
} from '@contract/rules/cards';
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

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function addCard(world: World, orgId: string, input: CardInput): CardRec | RuleError {
  const cards = cardsOf(world, orgId);
  if (cards.length >= LIMITS.maxCards) return err(409, E.CARD_LIMIT, MESSAGES.cardLimit, { max: LIMITS.maxCards });
  const number = cardDigits(input.number);
  if (!cardNumberValid(number)) return err(400, E.CARD_INFO_INVALID, MESSAGES.cardInfo);
  if (cards.some((c) => c.number === number)) return err(409, E.CARD_DUPLICATE, MESSAGES.cardDuplicate);
  if (cards.some((c) => sameName(c.name, input.name))) return err(409, E.CARD_NAME_DUPLICATE, MESSAGES.cardNameDuplicate);
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return err(400, E.CARD_DATE_INVALID, MESSAGES.cardDate);
  const validity = validityError(world, expiry.month, expiry.year);
  if (validity) return validity;
  const brand = brandOf(number);
  if (!cvcValid(input.cvc, brand)) return err(400, E.CARD_CVC_INVALID, MESSAGES.cardCvc);
  const cardType = input.cardType ?? 'PRIVATE_DOMESTIC';
  if (cardType === 'CORPORATE_DOMESTIC' && !businessNumberValid(input.businessNumber ?? '')) {
    return err(400, E.CARD_BUSINESS_NUMBER_INVALID, MESSAGES.cardBusinessNumber);
  }
  if (cardType === 'PRIVATE_DOMESTIC' && (!birthDateValid(input.birthDate ?? '') || !cardPasswordFirstTwoValid(input.passwordFirstTwo ?? ''))) {
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
  if (change.cvc !== undefined && !cvcValid(change.cvc, card.brand)) {
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
