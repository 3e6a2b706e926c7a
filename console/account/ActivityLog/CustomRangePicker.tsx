import { useMemo, type ReactNode } from 'react';
import { parseDate } from '@internationalized/date';
import { DateRangePicker } from '@ds/DatePicker';

export interface CustomRangePickerProps {
  label: string;
  /** `YYYY-MM-DD` days of the range shown, and the first and last day that can be chosen. */
  from: string;
  to: string;
  earliest: string;
  latest: string;
  isInvalid: boolean;
  errorMessage: ReactNode;
  /** Focus the first date on arrival (the user has just chosen "Custom range"). */
  focusOnArrival: boolean;
  onChange: (from: string, to: string) => void;
  className?: string | undefined;
}

/**
 * The activity log's custom range: React Aria's range picker, with its dates as the address's `YYYY-MM-DD` days. A
 * module of its own so that the picker (and the date library) loads only when a custom range is shown.
 */
export function CustomRangePicker({ from, to, earliest, latest, focusOnArrival, onChange, ...rest }: CustomRangePickerProps) {
  const value = useMemo(() => ({ start: parseDate(from), end: parseDate(to) }), [from, to]);
  const minValue = useMemo(() => parseDate(earliest), [earliest]);
  const maxValue = useMemo(() => parseDate(latest), [latest]);
  return (
    <DateRangePicker
      {...rest}
      // Only right after the user chose "Custom range": focus goes on to the fields that choice revealed (never on a
      // page opened at a custom range).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnArrival}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      onChange={(range) => {
        if (range) onChange(range.start.toString(), range.end.toString());
      }}
    />
  );
}
