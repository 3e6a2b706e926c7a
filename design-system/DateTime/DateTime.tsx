import { useLocale } from 'react-aria-components';
import { dateTimeFormat } from '../i18n/formatters';
import type { DateTimeFormat, DateTimeProps } from './interfaces';
import styles from './DateTime.module.scss';

const formats: Record<DateTimeFormat, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  monthYear: { year: 'numeric', month: 'long' },
};

/** Formats an instant with `Intl.DateTimeFormat` in the active locale (and the given time zone). */
export function formatDateTime(value: Date | string, locale: string, format: DateTimeFormat = 'date', timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const options: Intl.DateTimeFormatOptions = { ...formats[format], ...(timeZone ? { timeZone } : {}) };
  // A time shown in a fixed zone says which (e.g. "09:00 UTC").
  if (timeZone && format !== 'date' && format !== 'monthYear') {
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

/** A date or time in the active locale, in a `<time datetime>` so machines read the instant. */
export function DateTime({ value, format = 'date', timeZone, className }: DateTimeProps) {
  const { locale } = useLocale();
  const date = typeof value === 'string' ? new Date(value) : value;
  return (
    <time dateTime={date.toISOString()} className={[styles.dateTime, className].filter(Boolean).join(' ')}>
      {formatDateTime(date, locale, format, timeZone)}
    </time>
  );
}
