export { DateTime, formatDateTime } from './DateTime';
export type { DateTimeFormat, DateTimeProps } from './interfaces';
