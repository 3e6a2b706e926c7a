/**
 * The pricing rule of the billing engine, as pure functions (docs/decisions.md, "Billing model").
 *
 * Spec section 9: charges are prorated by day, with hourly increments where up to 60 minutes counts as one hour.
 * The unit is the UTC clock hour. A month of D days has 24·D hours; with the monthly price P in cents, the
 * cumulative price of the first k hours is C(k) = floor(P·k / 24D). Hour k costs C(k+1) − C(k), a day costs
 * C(24d) − C(24(d−1)), a whole month costs exactly P, and any set of hours costs exactly the sum of its hours, in
 * whole cents: there is no rounding left to distribute.
 */
import { daysInMonth, HOUR } from '../clock';

/** The clock-hour slot (hours since the epoch) containing `ms`. */
export const slotOf = (ms: number): number => Math.floor(ms / HOUR);
/** The first slot boundary at or after `ms`: a started hour counts as a whole one. */
export const slotCeil = (ms: number): number => Math.ceil(ms / HOUR);
export const slotStart = (slot: number): Date => new Date(slot * HOUR);

/** Dollars to whole cents. */
export const toCents = (usd: number): number => Math.round(usd * 100);
export const toUsd = (cents: number): number => cents / 100;

/** The billing month (UTC) containing a slot: its first slot and its number of hours. */
export function monthOfSlot(slot: number): { key: string; firstSlot: number; hours: number } {
  const d = slotStart(slot);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const firstSlot = slotOf(Date.UTC(y, m, 1));
  return { key: `${y}-${String(m + 1).padStart(2, '0')}`, firstSlot, hours: 24 * daysInMonth(y, m) };
}

/** C(k) for a month of `monthHours` hours at `monthlyCents`. */
export function cumulativeCents(monthlyCents: number, monthHours: number, k: number): number {
  return Math.floor((monthlyCents * k) / monthHours);
}

/** The price of one hour slot at a monthly price. */
export function hourCents(monthlyCents: number, slot: number): number {
  const month = monthOfSlot(slot);
  const k = slot - month.firstSlot;
  return cumulativeCents(monthlyCents, month.hours, k + 1) - cumulativeCents(monthlyCents, month.hours, k);
}

export interface PricedSpan {
  /** Billing month `YYYY-MM`. */
  month: string;
  fromSlot: number;
  toSlot: number;
  hours: number;
  cents: number;
}

/** Prices the slots [fromSlot, toSlot) at a monthly price, split by billing month. */
export function priceSlots(monthlyCents: number, fromSlot: number, toSlot: number): PricedSpan[] {
  const spans: PricedSpan[] = [];
  let at = fromSlot;
  while (at < toSlot) {
    const month = monthOfSlot(at);
    const end = Math.min(toSlot, month.firstSlot + month.hours);
    const cents =
      cumulativeCents(monthlyCents, month.hours, end - month.firstSlot) -
      cumulativeCents(monthlyCents, month.hours, at - month.firstSlot);
    spans.push({ month: month.key, fromSlot: at, toSlot: end, hours: end - at, cents });
    at = end;
  }
  return spans;
}
