import type { ReactNode } from 'react';
import type { DateValue } from '@internationalized/date';
import type {
  CalendarProps as AriaCalendarProps,
  RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';

/** Built-in labels of the month navigation; each one overrides the design system's translation. */
export interface CalendarNavigationLabels {
  /**
   * Name of the button that shows the previous month.
   * @default undefined
   */
  previousLabel?: string;
  /**
   * Name of the button that shows the next month.
   * @default undefined
   */
  nextLabel?: string;
}

interface CalendarCommonProps extends CalendarNavigationLabels {
  /**
   * Error text under the grid, shown while `isInvalid`.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * How many months show side by side (a range reads better over two on wide screens).
   * @default 1
   */
  visibleMonths?: 1 | 2;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

/**
 * React Aria props we forward unchanged: `value`, `defaultValue`, `onChange`, `minValue`, `maxValue`,
 * `isDateUnavailable`, `isDisabled`, `isReadOnly`, `isInvalid`, `focusedValue`, `defaultFocusedValue`,
 * `onFocusChange`, `firstDayOfWeek`, `autoFocus`, `aria-label`...
 */
type ForwardedAriaCalendarProps<T extends DateValue> = Omit<
  AriaCalendarProps<T>,
  'children' | 'className' | 'style' | 'visibleDuration' | 'errorMessage' | 'selectionMode'
>;

export interface CalendarProps<T extends DateValue = DateValue>
  extends ForwardedAriaCalendarProps<T>, CalendarCommonProps {}

/**
 * React Aria props we forward unchanged, as for `Calendar`; `isDateUnavailable(date, anchor)` also
 * receives the first date picked while a range is being chosen.
 */
type ForwardedAriaRangeCalendarProps<T extends DateValue> = Omit<
  AriaRangeCalendarProps<T>,
  'children' | 'className' | 'style' | 'visibleDuration' | 'errorMessage'
>;

export interface RangeCalendarProps<T extends DateValue = DateValue>
  extends ForwardedAriaRangeCalendarProps<T>, CalendarCommonProps {
  /**
   * Longest range that can be picked, in days, both ends included (e.g. 31). Once the first date is
   * picked, dates further away become unavailable.
   * @default undefined
   */
  maxDays?: number;
}
