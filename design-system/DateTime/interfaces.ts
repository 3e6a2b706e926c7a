export type DateTimeFormat = 'date' | 'dateTime' | 'time' | 'monthYear' | 'month';

export interface DateTimeProps {
  /** The instant: a `Date` or an ISO 8601 string ("2026-12-05T00:00:00Z"). */
  value: Date | string;
  /**
   * What to show: the date, date and time, the time, month and year, or the month's name.
   * @default 'date'
   */
  format?: DateTimeFormat;
  /**
   * Time zone to show it in. `UTC` where the spec says UTC (billing days, the activity log in UTC); by
   * default the reader's own zone. With `UTC` the zone name is written after the time.
   * @default undefined
   */
  timeZone?: string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}
