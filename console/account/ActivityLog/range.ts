import type { ActivityPeriod } from '@console/app/search';

/**
 * The activity log's dates: days are read in the chosen UTC offset, a preset period counts back from today (the
 * default is the last 30 days), and history is kept 1 year (spec section 9), so a custom range starting before
 * that is refused before it is asked for (the server would only answer with nothing).
 */

/** Days in the default range, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** Days in each preset counted in days, today included ("last 12 months" is the whole kept year). */
const presetDays: Partial<Record<ActivityPeriod, number>> = { '7d': 7, '30d': DEFAULT_RANGE_DAYS, '90d': 90 };
/** History kept (spec section 9: activity history is kept 1 year). */
export const RETENTION_YEARS = 1;

/** `+09:00` from 540; `-03:30` from -210. */
export function offsetToParam(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** 540 from `+09:00`; null when malformed. */
export function paramToOffset(param: string): number | null {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(param);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The calendar day (`YYYY-MM-DD`) of an instant at a UTC offset. */
export function dayAt(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic in UTC, so no daylight-saving surprises). */
export function addDays(day: string, days: number): string {
  const date = utcMidnight(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a `YYYY-MM-DD` day starts in UTC. */
export function utcMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** The same day a number of years earlier (29 February becomes 28 February). */
export function subtractYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y - years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface EffectiveRange {
  from: string;
  to: string;
  /** The first day still kept: a range starting before it is refused. */
  earliest: string;
  today: string;
  /** The range starts before the kept year. */
  tooOld: boolean;
}

/**
 * The range the page shows and asks for: a preset's days up to today, or the address's dates (a custom range,
 * the last 30 days where it names none); an end after today reads as today (nothing has happened there yet); a
 * start before the kept year is refused.
 */
export function effectiveRange(
  search: { period?: ActivityPeriod | undefined; from?: string | undefined; to?: string | undefined },
  today: string,
): EffectiveRange {
  const earliest = subtractYears(today, RETENTION_YEARS);
  if (search.period === '12m') return { from: earliest, to: today, earliest, today, tooOld: false };
  const days = search.period === undefined ? undefined : presetDays[search.period];
  if (days !== undefined) return { from: addDays(today, -(days - 1)), to: today, earliest, today, tooOld: false };
  let to = search.to ?? today;
  if (to > today) to = today;
  let from = search.from ?? (search.to ? to : addDays(today, -(DEFAULT_RANGE_DAYS - 1)));
  if (from > to) from = to;
  return { from, to, earliest, today, tooOld: from < earliest };
}
