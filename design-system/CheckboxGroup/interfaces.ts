import type { ReactNode } from 'react';
import type { CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import type { CheckboxNecessityIndicator } from '../Checkbox';

/**
 * React Aria props we forward unchanged: `name`, `isDisabled`, `isReadOnly`, `isRequired`, `onFocus`,
 * `onBlur`, `id`, `aria-*`... (value handling, validation and the look are ours).
 */
type ForwardedAriaCheckboxGroupProps = Omit<
  AriaCheckboxGroupProps,
  | 'children'
  | 'className'
  | 'style'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'isInvalid'
  | 'validationBehavior'
  | 'validate'
>;

export interface CheckboxGroupProps extends ForwardedAriaCheckboxGroupProps {
  /** Visible label of the group (translated by the caller). */
  label: ReactNode;
  /** The checkboxes: `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  /**
   * Help text under the label, linked to every checkbox.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while the group is invalid (after a failed submit).
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid, typically after a failed submit. When some boxes are `isRequired` (a consent list), only
   * those still unticked show as invalid and the error goes away once they are all ticked; otherwise
   * the whole group is invalid.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Selected values (controlled).
   * @default undefined
   */
  value?: string[];
  /**
   * Initially selected values (uncontrolled).
   * @default []
   */
  defaultValue?: string[];
  /**
   * Called with the selected values on every change, including "select all".
   * @default undefined
   */
  onChange?: (value: string[]) => void;
  /**
   * Shows a "select all" box above the list with this label (e.g. "I agree to all"). It ticks or
   * clears every enabled box, and shows the mixed state while only some are ticked.
   * @default undefined
   */
  selectAllLabel?: ReactNode;
  /**
   * Help text under the "select all" box.
   * @default undefined
   */
  selectAllDescription?: ReactNode;
  /**
   * How the boxes mark required and optional: `icon` (`*` on required ones) or `label` (translated
   * "Required" / "Optional" words: the pattern for terms consent).
   * @default 'icon'
   */
  necessityIndicator?: CheckboxNecessityIndicator;
  /**
   * Layout of the boxes: a column, or a wrapping row.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
