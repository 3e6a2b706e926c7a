/**
 * The world's clock. Everything in the mock world asks it for "now"; nothing calls `Date.now()`.
 * Stories, tests and the dev server set it (`?now=`) to reach a payment day, a trial's last day, a grace period.
 *
 * All calendar logic is UTC (spec section 9: billing and the once-per-day rule are in UTC).
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in ms since the epoch. */
  nowMs(): number;
  /** The current instant as an ISO string. */
  nowIso(): string;
  /** Jump to an instant (ISO string, `YYYY-MM-DD` = that day 00:00 UTC, or a Date). */
  set(at: string | Date): void;
  /** Move forward (or back, with a negative value) by `ms`. */
  advance(ms: number): void;
}

/** Parses an ISO date or date-time; a bare `YYYY-MM-DD` means 00:00 UTC. Throws on garbage. */
export function parseInstant(at: string | Date): Date {
  if (at instanceof Date) return new Date(at.getTime());
  const text = /^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T00:00:00Z` : at;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid instant: ${at}`);
  return date;
}

export function createClock(start: string | Date = DEFAULT_NOW): Clock {
  let current = parseInstant(start).getTime();
  return {
    now: () => new Date(current),
    nowMs: () => current,
    nowIso: () => new Date(current).toISOString(),
    set(at) {
      current = parseInstant(at).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}

/**
 * The default "now" of the mock world: a quiet mid-month weekday, so no rule tied to the payment day or the
 * month's edges fires by accident.
 */
export const DEFAULT_NOW = '2026-11-16T03:00:00Z';

// ---------------------------------------------------------------------------------------------------------
// UTC calendar helpers

/** 00:00 UTC of the day containing `date`. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `YYYY-MM-DD` of the UTC day containing `date`. */
export function utcDayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds whole days (UTC, no DST). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** Same day-of-month `months` later, clamped to the target month's last day. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const target = new Date(Date.UTC(y, m, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const day = Math.min(date.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  target.setUTCDate(day);
  return target;
}

/** Days in a month (`month0` 0-11). */
export function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** Whole UTC days from `from`'s day to `to`'s day (negative if `to` is earlier). */
export function utcDaysBetween(from: Date, to: Date): number {
  return Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY);
}

export function isSameUtcDay(a: Date, b: Date): boolean {
  return utcDayKey(a) === utcDayKey(b);
}

/** The billing month containing `date`: 1st 00:00 UTC to the last day (inclusive, as a date). */
export function billingMonth(date: Date): { start: Date; end: Date; days: number } {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const days = daysInMonth(y, m);
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m, days)), days };
}

/** The preferred payment day of the month (spec: the 5th, UTC). */
export const PAYMENT_DAY_OF_MONTH = 5;

/**
 * The payment day in a month: the preferred day, or the month's last day when the month is shorter than that
 * (kept general: with a preferred day of 31, February pays on the 28th/29th, April on the 30th).
 */
export function paymentDayIn(year: number, month0: number, preferredDay = PAYMENT_DAY_OF_MONTH): Date {
  const day = Math.min(preferredDay, daysInMonth(year, month0));
  return new Date(Date.UTC(year, month0, day));
}

/** True on the UTC payment day of `date`'s month. */
export function isPaymentDay(date: Date, preferredDay = PAYMENT_DAY_OF_MONTH): boolean {
  return isSameUtcDay(date, paymentDayIn(date.getUTCFullYear(), date.getUTCMonth(), preferredDay));
}

/** The first payment day strictly after `date`'s UTC day. */
export function nextPaymentDate(date: Date, preferredDay = PAYMENT_DAY_OF_MONTH): Date {
  const thisMonth = paymentDayIn(date.getUTCFullYear(), date.getUTCMonth(), preferredDay);
  if (startOfUtcDay(date).getTime() < thisMonth.getTime()) return thisMonth;
  return paymentDayIn(date.getUTCFullYear(), date.getUTCMonth() + 1, preferredDay);
}

/** The last payment day on or before `date`'s UTC day. */
export function lastPaymentDate(date: Date, preferredDay = PAYMENT_DAY_OF_MONTH): Date {
  const thisMonth = paymentDayIn(date.getUTCFullYear(), date.getUTCMonth(), preferredDay);
  if (startOfUtcDay(date).getTime() >= thisMonth.getTime()) return thisMonth;
  return paymentDayIn(date.getUTCFullYear(), date.getUTCMonth() - 1, preferredDay);
}

/** Renewal is on the 1st: the 1st of the month after `date`. */
export function nextRenewalDate(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

// Proration and hourly increments: world/rules/pricing.ts (the billing engine's rule).

/** Formats a Date as `YYYY-MM-DD` (UTC). */
export const isoDate = utcDayKey;
