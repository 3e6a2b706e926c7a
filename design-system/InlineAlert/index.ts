export { InlineAlert } from './InlineAlert';
export type { AlertRole, AlertTone, InlineAlertProps } from './interfaces';
