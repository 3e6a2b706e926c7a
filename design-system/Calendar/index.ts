export { Calendar, RangeCalendar } from './Calendar';
export type { CalendarNavigationLabels, CalendarProps, RangeCalendarProps } from './interfaces';
