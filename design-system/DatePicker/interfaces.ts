import type { ReactNode } from 'react';
import type { DateValue } from '@internationalized/date';
import type {
  DatePickerProps as AriaDatePickerProps,
  DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import type { CalendarNavigationLabels } from '../Calendar';

interface PickerCommonProps extends CalendarNavigationLabels {
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
 * React Aria props we forward unchanged: `value`, `defaultValue`, `onChange`, `minValue`, `maxValue`,
 * `isDateUnavailable`, `placeholderValue`, `granularity`, `firstDayOfWeek`, `isOpen`, `onOpenChange`,
 * `shouldCloseOnSelect`, `name`, `form`, `validate`, `autoFocus`, `isReadOnly`, `aria-*`...
 */
export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDatePickerProps<T>, Omitted>, PickerCommonProps {}

/**
 * React Aria props we forward unchanged, as for `DatePicker` (`value` is `{ start, end }`;
 * `startName` / `endName` for forms; `allowsNonContiguousRanges`).
 */
export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDateRangePickerProps<T>, Omitted>, PickerCommonProps {
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
