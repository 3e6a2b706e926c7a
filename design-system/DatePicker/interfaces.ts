import type { ReactNode } from 'react';
import type { DateValue } from '@internationalized/date';
import type {
  DatePickerProps as AriaDatePickerProps,
  DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import type { CalendarNavigationLabels } from '../Calendar';

/**
 * A date as React Aria's `DateValue`, or an ISO day (`2026-11-27`), read as a `CalendarDate`: a page that keeps its
 * dates as strings (the activity log's address) need not load @internationalized/date before the picker's code.
 * Give strings only where `T` is `CalendarDate` (the default).
 */
export type PickerDate<T extends DateValue = DateValue> = T | string;

/** A range of `PickerDate`s, both ends included. */
export interface PickerRange<T extends DateValue = DateValue> {
  start: PickerDate<T>;
  end: PickerDate<T>;
}

interface PickerCommonProps extends CalendarNavigationLabels {
  /**
   * Earliest date that can be typed or picked.
   * @default undefined
   */
  minValue?: PickerDate | null | undefined;
  /**
   * Latest date that can be typed or picked.
   * @default undefined
   */
  maxValue?: PickerDate | null | undefined;
  /** Visible label (translated by the caller). */
  label: ReactNode;
  /**
   * Help text under the field (e.g. which dates can be chosen).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while the field is invalid: after a failed submit (`isInvalid`), or when the
   * typed date is outside `minValue`/`maxValue` or unavailable. Without it, React Aria's translated
   * message for out-of-range dates.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid, typically after a failed submit.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Name of the button that opens the calendar. Without it the design system's "Choose date".
   * @default undefined
   */
  calendarButtonLabel?: string;
  /**
   * Required: marks the label and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

type Omitted =
  | 'value'
  | 'defaultValue'
  | 'minValue'
  | 'maxValue'
  | 'children'
  | 'className'
  | 'style'
  | 'isInvalid'
  | 'validationBehavior'
  | 'label'
  | 'description'
  | 'errorMessage'
  | 'isRequired'
  | 'isDisabled';

/**
 * React Aria props we forward unchanged: `onChange`,
 * `isDateUnavailable`, `placeholderValue`, `granularity`, `firstDayOfWeek`, `isOpen`, `onOpenChange`,
 * `shouldCloseOnSelect`, `name`, `form`, `validate`, `autoFocus`, `isReadOnly`, `aria-*`...
 */
export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDatePickerProps<T>, Omitted>, PickerCommonProps {
  /**
   * The chosen date (controlled).
   * @default undefined
   */
  value?: PickerDate<T> | null | undefined;
  /**
   * The first date shown (uncontrolled).
   * @default undefined
   */
  defaultValue?: PickerDate<T> | null | undefined;
}

/**
 * React Aria props we forward unchanged, as for `DatePicker` (`onChange` gives `{ start, end }`;
 * `startName` / `endName` for forms; `allowsNonContiguousRanges`).
 */
export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDateRangePickerProps<T>, Omitted>, PickerCommonProps {
  /**
   * The chosen range (controlled).
   * @default undefined
   */
  value?: PickerRange<T> | null | undefined;
  /**
   * The first range shown (uncontrolled).
   * @default undefined
   */
  defaultValue?: PickerRange<T> | null | undefined;
  /**
   * Longest range that can be picked, in days, both ends included (e.g. 31). In the calendar,
   * dates further than that from the first pick become unavailable; a longer typed range is invalid.
   * @default undefined
   */
  maxDays?: number;
  /**
   * Show two months side by side in the calendar (wider screens).
   * @default false
   */
  twoMonths?: boolean;
}

/** A date segment of a picker's field: which field of a range (`start`, `end`; none on a single date) and which part. */
export interface SegmentPlace {
  slot: 'start' | 'end' | undefined;
  type: 'year' | 'month' | 'day';
}

/**
 * Where the user was in the look-alike when the working picker replaces it (DatePicker.tsx): the segment that had
 * focus and the keys typed there meanwhile, which the working field receives in turn; `open` when the calendar was
 * asked for (its button, Alt+Arrow Down).
 */
export interface PickerHandOver {
  place: SegmentPlace | undefined;
  keys: readonly string[];
  open: boolean;
}
