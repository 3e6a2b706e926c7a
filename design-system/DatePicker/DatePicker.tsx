import { lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { CalendarDate, DateValue } from '@internationalized/date';
import {
  DateInput,
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  DatePickerStateContext,
  DateRangePickerStateContext,
  DateSegment,
  Group,
  useLocale,
  type ValidationResult,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Field } from '../Field';
import { Icon } from '../Icon';
import type { DatePickerProps, DateRangePickerProps } from './interfaces';
import styles from './DatePicker.module.scss';

// The calendar in its popover (React Aria's popover, dialog and calendar code) is needed only once a picker opens: it
// loads then, or a little earlier when the pointer or focus comes to the field.
const loadCalendarPopovers = () => import('./CalendarPopover');
const CalendarPopover = lazy(() => loadCalendarPopovers().then((module) => ({ default: module.CalendarPopover })));
const RangeCalendarPopover = lazy(() =>
  loadCalendarPopovers().then((module) => ({ default: module.RangeCalendarPopover })),
);
const preloadCalendar = () => void loadCalendarPopovers();

/**
 * The picker's popover from its first opening on (its button, Alt+Arrow Down); it stays mounted afterwards, as
 * React Aria's popover expects. Nothing shows while its code is on the way; the calendar takes focus on arrival.
 */
function OnceOpened({ children }: { children: ReactNode }) {
  const singleState = useContext(DatePickerStateContext);
  const rangeState = useContext(DateRangePickerStateContext);
  const isOpen = (singleState ?? rangeState)?.isOpen ?? false;
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The error text of a date field, in the active locale. React Stately's own messages follow the
 * browser's language rather than the page's (a Spanish page in an English browser would say "Value
 * must be 3/22/2025 or later."), so the design system words them itself. The caller's `errorMessage`
 * wins while the caller marks the field invalid (`isInvalid`, e.g. a required date after submit).
 */
function useDateErrorMessage(
  minValue: DateValue | null | undefined,
  maxValue: DateValue | null | undefined,
  errorMessage: ReactNode,
  isInvalidProp: boolean,
) {
  const { t } = useLingui();
  const { locale } = useLocale();
  return useCallback(
    (validation: ValidationResult): ReactNode => {
      if (isInvalidProp && errorMessage != null) return errorMessage;
      const format = (date: DateValue) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date.toDate('UTC'));
      const details = validation.validationDetails;
      if (details.rangeUnderflow && details.rangeOverflow) return t`The end date must be on or after the start date.`;
      if (details.rangeUnderflow && minValue) {
        const min = format(minValue);
        return t`Choose ${min} or later.`;
      }
      if (details.rangeOverflow && maxValue) {
        const max = format(maxValue);
        return t`Choose ${max} or earlier.`;
      }
      if (details.badInput) return t`This date is not available.`;
      // A caller's `validate` (or the range length check) already speaks the page's language.
      return validation.validationErrors.join(' ') || errorMessage;
    },
    [locale, t, minValue, maxValue, errorMessage, isInvalidProp],
  );
}

function Segments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.input}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

function CalendarButton({ label }: { label: string }) {
  return (
    <Button variant="tertiary" size="sm" className={styles.button} icon={<Icon name="calendar" />} aria-label={label} />
  );
}

/** The props both pickers' roots share, as the design system takes them. */
interface PickerRootInput {
  errorMessage?: ReactNode;
  isInvalid?: boolean | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
  minValue?: DateValue | null | undefined;
  maxValue?: DateValue | null | undefined;
}

/**
 * What both pickers share: the error text in the active locale and the root element's props (with the caller's other
 * React Aria props).
 */
function usePickerRoot<P extends PickerRootInput>(props: P) {
  const { errorMessage, isInvalid = false, isRequired = false, isDisabled = false, className, ...forwarded } = props;
  const message = useDateErrorMessage(forwarded.minValue, forwarded.maxValue, errorMessage, isInvalid);
  const rootProps = {
    // "03/11/2026", not "3/ 11/2026": each segment is a 24 px target (DatePicker.module.scss), and two digits fill it.
    shouldForceLeadingZeros: true,
    ...forwarded,
    isInvalid: isInvalid || undefined,
    isRequired,
    isDisabled,
    validationBehavior: 'aria' as const,
    className: [styles.picker, className].filter(Boolean).join(' '),
  };
  return { message, rootProps };
}

/**
 * A date typed in segments (in the active locale's order: "2026. 11. 22.", "22/11/2026") or picked
 * from a calendar that opens under the field. `minValue`, `maxValue` and `isDateUnavailable` make
 * dates unavailable in the calendar and invalid when typed (e.g. a spot reservation starts 2 days
 * after the subscription ends). Escape closes the calendar and focus returns to the field.
 *
 * React Aria's date picker; the calendar's code loads on the first opening (or when the field is hovered or focused).
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  const { label, description, calendarButtonLabel, previousLabel, nextLabel, ...rest } = props;
  const { t } = useLingui();
  const { message, rootProps } = usePickerRoot(rest);
  return (
    <AriaDatePicker<T> {...rootProps}>
      <Field label={label} description={description} errorMessage={message} isRequired={rootProps.isRequired}>
        <Group className={styles.group} onHoverStart={preloadCalendar} onFocus={preloadCalendar}>
          <Segments />
          <CalendarButton label={calendarButtonLabel ?? t`Choose date`} />
        </Group>
      </Field>
      <OnceOpened>
        <CalendarPopover previousLabel={previousLabel} nextLabel={nextLabel} />
      </OnceOpened>
    </AriaDatePicker>
  );
}

/**
 * A date range typed as two dates or picked in a calendar (first date, then last), for filters such
 * as the activity log's period. `maxDays` limits the length; `minValue` / `maxValue` bound it (the
 * activity log keeps one year). The calendar loads as `DatePicker`'s does.
 */
export function DateRangePicker<T extends DateValue>(props: DateRangePickerProps<T>) {
  const { label, description, calendarButtonLabel, previousLabel, nextLabel, maxDays, twoMonths = false, isDateUnavailable, validate, ...rest } = props;
  const { t } = useLingui();
  const { message, rootProps } = usePickerRoot(rest);
  // A typed range longer than maxDays is invalid; the calendar prevents picking one (RangeCalendar).
  const tooLong = useCallback(
    (range: { start: DateValue; end: DateValue } | null) =>
      maxDays !== undefined && range !== null && range.end.compare(range.start.add({ days: maxDays - 1 })) > 0,
    [maxDays],
  );
  const validateRange = useCallback<NonNullable<DateRangePickerProps<T>['validate']>>(
    (range) => {
      const own = validate?.(range);
      if (own !== undefined && own !== null && own !== true && (typeof own !== 'object' || own.length > 0)) return own;
      return tooLong(range) ? t`Choose a range of at most ${maxDays} days.` : null;
    },
    [validate, tooLong, t, maxDays],
  );
  const unavailable = useCallback(
    (date: DateValue, anchor?: CalendarDate | null) => isDateUnavailable?.(date, anchor ?? null) ?? false,
    [isDateUnavailable],
  );
  return (
    <AriaDateRangePicker<T>
      {...rootProps}
      isDateUnavailable={isDateUnavailable ? unavailable : undefined}
      validate={maxDays !== undefined || validate ? validateRange : undefined}
    >
      <Field label={label} description={description} errorMessage={message} isRequired={rootProps.isRequired}>
        <Group className={styles.group} onHoverStart={preloadCalendar} onFocus={preloadCalendar}>
          <Segments slot="start" />
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <Segments slot="end" />
          <CalendarButton label={calendarButtonLabel ?? t`Choose dates`} />
        </Group>
      </Field>
      <OnceOpened>
        <RangeCalendarPopover
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          maxDays={maxDays}
          isDateUnavailable={isDateUnavailable}
          visibleMonths={twoMonths ? 2 : 1}
        />
      </OnceOpened>
    </AriaDateRangePicker>
  );
}
