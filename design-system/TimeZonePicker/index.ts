export { TimeZonePicker } from './TimeZonePicker';
export type { TimeZonePickerProps } from './interfaces';
export { deviceUtcOffset, formatUtcOffset, utcOffsets, type UtcOffsetEntry } from './utcOffsets';
