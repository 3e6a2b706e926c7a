import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
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
import { deferredModule, useDeferredModule } from '../deferred';
import type * as CalendarPopoverModule from './CalendarPopover';
import { Field } from '../Field';
import { Icon } from '../Icon';
import type { DatePickerProps, DateRangePickerProps, PickerDate, PickerHandOver, PickerRange } from './interfaces';
import { useHandOver } from './handOver';
import styles from './DatePicker.module.scss';

type CalendarPopoverModule = typeof CalendarPopoverModule;
const calendarPopovers = deferredModule<CalendarPopoverModule>(() => import('./CalendarPopover'));

/** A picker date as React Aria takes it: an ISO day becomes a `CalendarDate` (the `T` its callers then use). */
function asDateValue<T extends DateValue>(date: PickerDate<T>): T;
function asDateValue<T extends DateValue>(date: PickerDate<T> | null | undefined): T | null | undefined;
function asDateValue<T extends DateValue>(date: PickerDate<T> | null | undefined): T | null | undefined {
  return typeof date === 'string' ? (parseDate(date) as T) : date;
}

function asRange<T extends DateValue>(range: PickerRange<T> | null | undefined): { start: T; end: T } | null | undefined {
  return range ? { start: asDateValue(range.start), end: asDateValue(range.end) } : range;
}

/** What the working picker takes besides the design system's props: the look-alike's hand-over (DatePicker.tsx). */
interface ControlProps {
  handOver?: PickerHandOver | undefined;
}

/**
 * The picker's calendar, once its code has loaded: when the page is idle, or at once when the picker opens (its
 * button, Alt+Arrow Down). An open picker shows the calendar as soon as the code is in.
 */
function DeferredCalendar({ children }: { children: (module: CalendarPopoverModule) => ReactNode }) {
  const [module, reach] = useDeferredModule(calendarPopovers);
  const singleState = useContext(DatePickerStateContext);
  const rangeState = useContext(DateRangePickerStateContext);
  const isOpen = (singleState ?? rangeState)?.isOpen ?? false;
  useEffect(() => {
    if (isOpen && !module) reach();
  }, [isOpen, module, reach]);
  return module ? children(module) : null;
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
interface PickerRootInput extends ControlProps {
  errorMessage?: ReactNode;
  isInvalid?: boolean | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
  defaultOpen?: boolean | undefined;
  minValue?: PickerDate | null | undefined;
  maxValue?: PickerDate | null | undefined;
}

/**
 * What both working pickers share: the bounds as React Aria takes them, the error text in the active locale, the
 * group's ref with the look-alike's hand-over, and the root element's props (with the caller's other React Aria props).
 */
function usePickerRoot<P extends PickerRootInput>(props: P) {
  const { errorMessage, isInvalid = false, isRequired = false, isDisabled = false, className, defaultOpen, handOver, minValue: min, maxValue: max, ...forwarded } = props;
  const minValue = asDateValue(min);
  const maxValue = asDateValue(max);
  const message = useDateErrorMessage(minValue, maxValue, errorMessage, isInvalid);
  const groupRef = useRef<HTMLDivElement>(null);
  useHandOver(groupRef, handOver);
  const rootProps = {
    ...forwarded,
    minValue,
    maxValue,
    defaultOpen: defaultOpen || handOver?.open || undefined,
    isInvalid: isInvalid || undefined,
    isRequired,
    isDisabled,
    validationBehavior: 'aria' as const,
    className: [styles.picker, className].filter(Boolean).join(' '),
  };
  return { message, groupRef, rootProps };
}

/** The working `DatePicker` (DatePicker.tsx shows a look-alike until this module has loaded). */
export function DatePickerControl<T extends DateValue>(props: DatePickerProps<T> & ControlProps) {
  const { label, description, calendarButtonLabel, previousLabel, nextLabel, value, defaultValue, ...rest } = props;
  const { t } = useLingui();
  const { message, groupRef, rootProps } = usePickerRoot(rest);
  return (
    <AriaDatePicker<T> {...rootProps} value={asDateValue(value)} defaultValue={asDateValue(defaultValue)}>
      <Field label={label} description={description} errorMessage={message} isRequired={rootProps.isRequired}>
        <Group ref={groupRef} className={styles.group}>
          <Segments />
          <CalendarButton label={calendarButtonLabel ?? t`Choose date`} />
        </Group>
      </Field>
      <DeferredCalendar>{({ CalendarPopover }) => <CalendarPopover previousLabel={previousLabel} nextLabel={nextLabel} />}</DeferredCalendar>
    </AriaDatePicker>
  );
}

/** The working `DateRangePicker` (DatePicker.tsx shows a look-alike until this module has loaded). */
export function DateRangePickerControl<T extends DateValue>(props: DateRangePickerProps<T> & ControlProps) {
  const { label, description, calendarButtonLabel, previousLabel, nextLabel, maxDays, twoMonths = false, isDateUnavailable, validate, value, defaultValue, ...rest } = props;
  const { t } = useLingui();
  const { message, groupRef, rootProps } = usePickerRoot(rest);
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
      value={asRange(value)}
      defaultValue={asRange(defaultValue)}
      isDateUnavailable={isDateUnavailable ? unavailable : undefined}
      validate={maxDays !== undefined || validate ? validateRange : undefined}
    >
      <Field label={label} description={description} errorMessage={message} isRequired={rootProps.isRequired}>
        <Group ref={groupRef} className={styles.group}>
          <Segments slot="start" />
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <Segments slot="end" />
          <CalendarButton label={calendarButtonLabel ?? t`Choose dates`} />
        </Group>
      </Field>
      <DeferredCalendar>
        {({ RangeCalendarPopover }) => (
          <RangeCalendarPopover
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            maxDays={maxDays}
            isDateUnavailable={isDateUnavailable}
            visibleMonths={twoMonths ? 2 : 1}
          />
        )}
      </DeferredCalendar>
    </AriaDateRangePicker>
  );
}
