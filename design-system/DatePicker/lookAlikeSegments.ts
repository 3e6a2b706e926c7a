/**
 * The segments a date field shows ("2025. 6. 1.", "6/1/2025"), worked out with the browser's `Intl` alone, for the
 * date pickers' look-alike (DatePickerPreview.tsx): React Stately's date field formats a day the same way (year,
 * month and day `numeric` in UTC, split by `formatToParts`), so the look-alike reads and measures as the working
 * field does without loading @internationalized/date.
 */

export type DateSegmentType = 'year' | 'month' | 'day';

/** A calendar day in the Gregorian calendar (the only one the console uses). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface LookAlikeSegment {
  type: DateSegmentType | 'literal';
  text: string;
  /** No value yet: the text is the locale's placeholder ("yyyy", "연도"). */
  isPlaceholder: boolean;
  /** The number, for `aria-valuenow` (absent on a placeholder). */
  value: number | undefined;
  /** What a screen reader says for the value: the month also by name ("6 – June"); empty on a placeholder. */
  valueText: string;
  minValue: number;
  maxValue: number;
}

/** The placeholder words of the date segments in the active locale (the browser's `<input type="date">` words). */
export type SegmentPlaceholders = Record<DateSegmentType, string>;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-11-27` as a calendar day; undefined when it is not one. */
export function parseIsoDay(text: string): CalendarDay | undefined {
  const match = isoDay.exec(text);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** `2026-11-27` from a calendar day (the value of the field's hidden input). */
export function toIsoDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isSegmentType(type: string): type is DateSegmentType {
  return type === 'year' || type === 'month' || type === 'day';
}

/**
 * The segments of a field showing `value`, or its placeholders laid out as `placeholderDay` would be (the separators
 * of some locales depend on the date).
 */
export function lookAlikeSegments(
  value: CalendarDay | undefined,
  placeholderDay: CalendarDay,
  locale: string,
  placeholders: SegmentPlaceholders,
): LookAlikeSegment[] {
  const shown = value ?? placeholderDay;
  const instant = new Date(Date.UTC(shown.year, shown.month - 1, shown.day));
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(instant);
  const number = new Intl.NumberFormat(locale, { useGrouping: false });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(instant);
  // React Stately's limits: the calendar's longest month and year, whatever the shown day (a day typed before its
  // month may be the 31st).
  const limits: Record<DateSegmentType, number> = { year: 9999, month: 12, day: 31 };
  return parts.map((part): LookAlikeSegment => {
    if (!isSegmentType(part.type)) {
      return { type: 'literal', text: part.value, isPlaceholder: false, value: undefined, valueText: '', minValue: 0, maxValue: 0 };
    }
    const type = part.type;
    if (!value) {
      return { type, text: placeholders[type], isPlaceholder: true, value: undefined, valueText: '', minValue: 1, maxValue: limits[type] };
    }
    const text = number.format(value[type]);
    const valueText = type === 'month' && monthName !== text ? `${text} – ${monthName}` : text;
    return { type, text, isPlaceholder: false, value: value[type], valueText, minValue: 1, maxValue: limits[type] };
  });
}
