/**
 * Plan names and charge items per language. The paid tiers (Small, Medium, Large, Enterprise) are the plans' proper
 * names, written the same in every language as product names are; the free trial is a description, so it is worded.
 */
import type { PlanTier } from '@contract/schemas/common';
import type { PaymentFailureReason } from '../world/types';
import type { PerLanguage, TextLanguage } from './language';

const PLAN_NAMES: PerLanguage<Record<PlanTier, string>> = {
  en: { FREETRIAL: 'Free Trial', SMALL: 'Small', MEDIUM: 'Medium', LARGE: 'Large', ENTERPRISE: 'Enterprise' },
  ko: { FREETRIAL: '무료 체험', SMALL: 'Small', MEDIUM: 'Medium', LARGE: 'Large', ENTERPRISE: 'Enterprise' },
  ja: { FREETRIAL: '無料トライアル', SMALL: 'Small', MEDIUM: 'Medium', LARGE: 'Large', ENTERPRISE: 'Enterprise' },
  es: { FREETRIAL: 'Prueba gratuita', SMALL: 'Small', MEDIUM: 'Medium', LARGE: 'Large', ENTERPRISE: 'Enterprise' },
};

export function planNameText(tier: PlanTier, language: TextLanguage): string {
  return PLAN_NAMES[language][tier];
}

/** The item of a spot-ticket charge ("Spot ticket x2"), in the console's words for the tickets. */
const SPOT_TICKETS: PerLanguage<(count: string) => string> = {
  en: (count) => `Spot ticket x${count}`,
  ko: (count) => `스팟 이용권 ${count}장`,
  ja: (count) => `スポットチケット ${count}枚`,
  es: (count) => `Ticket puntual x${count}`,
};

export function spotTicketsText(quantity: number, language: TextLanguage): string {
  return SPOT_TICKETS[language](new Intl.NumberFormat(language).format(quantity));
}

const FAILURE_REASONS: PerLanguage<Record<PaymentFailureReason, string>> = {
  en: { cardDeclined: 'Card declined' },
  ko: { cardDeclined: '카드 승인 거절' },
  ja: { cardDeclined: 'カードが承認されませんでした' },
  es: { cardDeclined: 'Tarjeta rechazada' },
};

export function paymentFailureText(reason: PaymentFailureReason, language: TextLanguage): string {
  return FAILURE_REASONS[language][reason];
}
