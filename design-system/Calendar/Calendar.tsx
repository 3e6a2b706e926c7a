import { useCallback } from 'react';
import type { CalendarDate, DateValue } from '@internationalized/date';
import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  Text,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { CalendarNavigationLabels, CalendarProps, RangeCalendarProps } from './interfaces';
import styles from './Calendar.module.scss';

/** Month heading with the previous / next buttons, then one grid per visible month. */
function CalendarBody({
  previousLabel,
  nextLabel,
  visibleMonths,
  errorMessage,
  isInvalid,
}: CalendarNavigationLabels & {
  visibleMonths: 1 | 2;
  errorMessage: CalendarProps['errorMessage'];
  isInvalid: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.header}>
        <Button
          slot="previous"
          variant="tertiary"
          size="sm"
          icon={<Icon name="chevronLeft" />}
          aria-label={previousLabel ?? t`Previous month`}
        />
        {/* Month and year in the active locale ("2026년 11월", "noviembre de 2026"). */}
        <Heading className={styles.heading} />
        <Button
          slot="next"
          variant="tertiary"
          size="sm"
          icon={<Icon name="chevronRight" />}
          aria-label={nextLabel ?? t`Next month`}
        />
      </div>
      <div className={styles.months}>
        {Array.from({ length: visibleMonths }, (_, index) => (
          <CalendarGrid key={index} className={styles.grid} offset={{ months: index }} weekdayStyle="narrow">
            <CalendarGridHeader>
              {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
            </CalendarGridHeader>
            <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
          </CalendarGrid>
        ))}
      </div>
      {isInvalid && errorMessage != null && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </>
  );
}

/**
 * A month grid to pick one date, in the active locale (month names, first day of the week). Use it
 * on its own where a date is picked often or shown as a schedule; in forms use `DatePicker`, which
 * opens it from a field. `minValue`, `maxValue` and `isDateUnavailable` make dates unavailable.
 * Keyboard: arrows move by day and week, Page Up/Down by month, Enter picks.
 */
export function Calendar<T extends DateValue>(props: CalendarProps<T>) {
  const { previousLabel, nextLabel, visibleMonths = 1, errorMessage, className, ...rest } = props;
  return (
    <AriaCalendar<T, 'single'>
      {...rest}
      visibleDuration={{ months: visibleMonths }}
      className={[styles.calendar, className].filter(Boolean).join(' ')}
      data-months={visibleMonths}
      // React Aria adds a visually hidden <h2> (1 px wide, the calendar's name and month, for screen
      // readers) that the story text-overflow check takes for clipped text. Inside: day numbers, icon
      // buttons and the visible month heading, which wraps (the stories check it fits).
      data-overflow="allowed"
    >
      {({ isInvalid }) => (
        <CalendarBody
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          visibleMonths={visibleMonths}
          errorMessage={errorMessage}
          isInvalid={isInvalid}
        />
      )}
    </AriaCalendar>
  );
}

/**
 * Month grid to pick a range (first date, then last). `maxDays` limits its length: once the first
 * date is picked, dates too far away become unavailable. Use it in `DateRangePicker`, or on its own.
 */
export function RangeCalendar<T extends DateValue>(props: RangeCalendarProps<T>) {
  const {
    previousLabel,
    nextLabel,
    visibleMonths = 1,
    errorMessage,
    className,
    maxDays,
    isDateUnavailable,
    ...rest
  } = props;
  const unavailable = useCallback(
    (date: DateValue, anchor: CalendarDate | null) => {
      if (isDateUnavailable?.(date, anchor)) return true;
      if (maxDays === undefined || anchor === null) return false;
      // Both ends count: a 31-day range ends 30 days after its start.
      const reach = maxDays - 1;
      return date.compare(anchor.add({ days: reach })) > 0 || date.compare(anchor.subtract({ days: reach })) < 0;
    },
    [isDateUnavailable, maxDays],
  );
  return (
    <AriaRangeCalendar
      {...rest}
      isDateUnavailable={maxDays !== undefined || isDateUnavailable ? unavailable : undefined}
      visibleDuration={{ months: visibleMonths }}
      className={[styles.calendar, className].filter(Boolean).join(' ')}
      data-months={visibleMonths}
      // React Aria adds a visually hidden <h2> (1 px wide, the calendar's name and month, for screen
      // readers) that the story text-overflow check takes for clipped text. Inside: day numbers, icon
      // buttons and the visible month heading, which wraps (the stories check it fits).
      data-overflow="allowed"
      data-range=""
    >
      {({ isInvalid }) => (
        <CalendarBody
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          visibleMonths={visibleMonths}
          errorMessage={errorMessage}
          isInvalid={isInvalid}
        />
      )}
    </AriaRangeCalendar>
  );
}
