import { useLocale } from 'react-aria-components';
import { dateTimeFormat } from '../i18n/formatters';
import type { DateTimeFormat, DateTimeProps } from './interfaces';
import styles from './DateTime.module.scss';

/** One style per kind, the same on every page: a date is `medium` ("Dec 5, 2026", "5 dic 2026", "2026. 12. 5."). */
const formats: Record<DateTimeFormat, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  monthYear: { year: 'numeric', month: 'long' },
  month: { month: 'long' },
};

const withTime: ReadonlySet<DateTimeFormat> = new Set(['dateTime', 'time']);

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** Formats an instant with `Intl.DateTimeFormat` in the active locale (and the given time zone). */
export function formatDateTime(value: Date | string, locale: string, format: DateTimeFormat = 'date', timeZone?: string): string {
  const date = toDate(value);
  const options: Intl.DateTimeFormatOptions = { ...formats[format], ...(timeZone ? { timeZone } : {}) };
  // A time shown in a fixed zone says which (e.g. "09:00 UTC").
  if (timeZone && withTime.has(format)) {
    const { dateStyle, timeStyle } = options;
    return dateTimeFormat(locale, {
      ...(dateStyle ? { year: 'numeric', month: 'short', day: 'numeric' } : {}),
      ...(timeStyle ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone,
      timeZoneName: 'short',
    }).format(date);
  }
  return dateTimeFormat(locale, options).format(date);
}

/** A span of days in the date style, shared parts written once ("Nov 1 – 30, 2026", "1–30 nov 2026"). */
export function formatDateRange(start: Date | string, end: Date | string, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, { ...formats.date, ...(timeZone ? { timeZone } : {}) }).formatRange(toDate(start), toDate(end));
}

/** A date or time in the active locale, in a `<time datetime>` so machines read the instant. */
export function DateTime({ value, format = 'date', timeZone, className }: DateTimeProps) {
  const { locale } = useLocale();
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} className={[styles.dateTime, className].filter(Boolean).join(' ')}>
      {formatDateTime(date, locale, format, timeZone)}
    </time>
  );
}
