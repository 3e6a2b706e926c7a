import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@contract/schemas';
import '../catalog';
import { formatDateRange } from '@ds/DateTime';

/** "2026-11" -> the first and last instant of that billing month (1st to last day, UTC). */
export function billingMonthRange(billingMonth: string): { start: Date; end: Date } {
  const [year, month] = billingMonth.split('-').map(Number);
  const y = year ?? 1970;
  const m = (month ?? 1) - 1;
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 0)) };
}

/** The usage period of a billing month in the date style ("Nov 1 – 30, 2026"), in UTC as the billing days are. */
export function usagePeriod(i18n: I18n, billingMonth: string): string {
  const { start, end } = billingMonthRange(billingMonth);
  return formatDateRange(start, end, i18n.locale, 'UTC');
}

const taxStatement = msg`Tax statement`;
const cardEnding = (lastDigits: string) => msg`Card ending in ${lastDigits}`;

/** A charge's payment method: the card's last digits, or the tax statement of a marketplace plan. */
export function paymentMethodText(i18n: I18n, method: PaymentMethod | null): string {
  if (!method) return '–';
  if (method.type === 'TAX_STATEMENT') return i18n._(taxStatement);
  return i18n._(cardEnding(method.lastDigits));
}
