import type { SelectProps } from '../Select';

/** Everything a `Select` takes except its options and key-typed value, which are offsets here. */
type ForwardedSelectProps = Omit<SelectProps, 'options' | 'value' | 'defaultValue' | 'onChange'>;

export interface TimeZonePickerProps extends ForwardedSelectProps {
  /**
   * Chosen offset in minutes east of UTC (UTC+09:00 is 540) (controlled); `null` for none.
   * @default undefined
   */
  value?: number | null;
  /**
   * Initially chosen offset in minutes (uncontrolled). `deviceUtcOffset()` gives the device's.
   * @default undefined
   */
  defaultValue?: number | null;
  /**
   * Called with the chosen offset in minutes.
   * @default undefined
   */
  onChange?: (minutes: number) => void;
  /**
   * Show the zones' names (e.g. "Korean Standard Time") after each offset, in the active locale.
   * @default true
   */
  showZoneNames?: boolean;
}
