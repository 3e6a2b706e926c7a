export { Meter } from './Meter';
export { meterLevel } from './level';
export type { MeterLevel, MeterProps } from './interfaces';
