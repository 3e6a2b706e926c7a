import { Dialog, Popover } from 'react-aria-components';
import { Calendar, RangeCalendar, type CalendarNavigationLabels, type RangeCalendarProps } from '../Calendar';
import { dropdownPlacement } from '../Select/dropdownPlacement';
import styles from './DatePicker.module.scss';

/**
 * The date picker's calendar in its popover, in a module of its own: DatePicker.tsx loads it on the picker's first
 * opening (`React.lazy`), so React Aria's popover, dialog and calendar code stay out of a page's load.
 */
export function CalendarPopover(labels: CalendarNavigationLabels) {
  return (
    <Popover className={styles.popover} placement={dropdownPlacement} offset={4}>
      <Dialog className={styles.dialog}>
        <Calendar {...labels} />
      </Dialog>
    </Popover>
  );
}

type RangeCalendarPopoverProps = Pick<RangeCalendarProps, 'previousLabel' | 'nextLabel' | 'maxDays' | 'isDateUnavailable' | 'visibleMonths'>;

/** The date range picker's calendar in its popover (see `CalendarPopover`). */
export function RangeCalendarPopover(props: RangeCalendarPopoverProps) {
  return (
    <Popover className={styles.popover} placement={dropdownPlacement} offset={4}>
      <Dialog className={styles.dialog}>
        <RangeCalendar {...props} />
      </Dialog>
    </Popover>
  );
}
