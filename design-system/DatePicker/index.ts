export { DatePicker, DateRangePicker } from './DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './interfaces';
