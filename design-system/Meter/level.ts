import type { MeterLevel } from './interfaces';

/** The level of `value` against `max`: over the limit, then critical and warning by share of `max`. */
export function meterLevel(value: number, max: number, warningAt: number, criticalAt: number): MeterLevel {
  if (value > max) return 'over';
  const ratio = max > 0 ? value / max : 1;
  if (ratio >= criticalAt) return 'critical';
  if (ratio >= warningAt) return 'warning';
  return 'normal';
}
