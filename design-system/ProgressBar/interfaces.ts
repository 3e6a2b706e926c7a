import type { ReactNode } from 'react';

export interface ProgressBarProps {
  /** Visible label: what is progressing ("Uploading invoice.pdf"). Translate it in the caller. */
  label: ReactNode;
  /**
   * Current value between `minValue` and `maxValue`.
   * @default 0
   */
  value?: number;
  /**
   * Start of the range.
   * @default 0
   */
  minValue?: number;
  /**
   * End of the range.
   * @default 100
   */
  maxValue?: number;
  /**
   * Progress of unknown length: an animated bar without a value (still under reduced motion).
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Shows the formatted value at the end of the label row.
   * @default true
   */
  showValue?: boolean;
  /**
   * Number format of the value, in the active locale.
   * @default { style: 'percent' }
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Replaces the formatted value, shown and read out ("3 of 8 files"). Translate it in the caller.
   * @default undefined
   */
  valueLabel?: string;
  /**
   * Bar thickness: `sm` 4px, `md` 8px.
   * @default 'md'
   */
  size?: 'sm' | 'md';
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
