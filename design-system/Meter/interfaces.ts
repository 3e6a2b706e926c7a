import type { ReactNode } from 'react';

/** Where the value stands against the limit. */
export type MeterLevel = 'normal' | 'warning' | 'critical' | 'over';

export interface MeterProps {
  /** Visible label: what is measured ("Monthly active users"). Translate it in the caller. */
  label: ReactNode;
  /** The amount used. May exceed `max` (an overage): the bar is then full and says so. */
  value: number;
  /** The limit of the plan, greater than 0. */
  max: number;
  /**
   * Share of `max` from which the meter warns (0.8 = 80%).
   * @default 0.8
   */
  warningAt?: number;
  /**
   * Share of `max` from which the meter is critical (1 = at the limit).
   * @default 1
   */
  criticalAt?: number;
  /**
   * Number format of `value` and `max`, in the active locale (e.g. `{ notation: 'compact' }` for
   * 2,500,000).
   * @default undefined (grouped integers)
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Replaces the "value of max" text, shown and read out. Translate it in the caller.
   * @default a translated "{value} of {max}"
   */
  valueLabel?: string;
  /**
   * Replace the catalog's words for the warning, critical and over-the-limit states.
   * @default undefined
   */
  levelLabels?: Partial<Record<Exclude<MeterLevel, 'normal'>, string>>;
  /**
   * A line under the bar, such as when the usage was last updated. Translate it in the caller.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Id of the root element.
   * @default undefined
   */
  id?: string;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
