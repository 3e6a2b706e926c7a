export { DateTime, formatDateRange, formatDateTime } from './DateTime';
export type { DateTimeFormat, DateTimeProps } from './interfaces';
