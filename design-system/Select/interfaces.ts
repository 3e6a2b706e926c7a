import type { FocusEventHandler, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { Key } from 'react-aria-components';
import type { SelectOption } from './OptionList';

export type { SelectOption };

/** Control heights: md 40, lg 48 (px, `--ac-control-height-*`). */
export type SelectSize = 'md' | 'lg';

/** Native `<select>` attributes passed through unchanged. */
type ForwardedSelectAttributes = Pick<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'form' | 'autoComplete' | 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-details'
>;

export interface SelectProps<T extends SelectOption = SelectOption> extends ForwardedSelectAttributes {
  /** Visible label (translated by the caller): a `<label for>` of the select. */
  label: ReactNode;
  /**
   * The options, in display order. An option's `description` follows its label in parentheses (a native option
   * has one line).
   */
  options: readonly T[];
  /**
   * Chosen option's `id` (controlled); `null` for none.
   * @default undefined
   */
  value?: Key | null;
  /**
   * Initially chosen option's `id` (uncontrolled).
   * @default undefined
   */
  defaultValue?: Key | null;
  /**
   * Called with the chosen option's `id` (a number stays a number), or `null` when the placeholder is chosen back.
   * @default undefined
   */
  onChange?: (value: Key | null) => void;
  /**
   * Text of the first, empty option, shown while nothing is chosen. Without it the design system's "Select".
   * On an optional field a given placeholder stays in the list, to choose nothing again; on a required field, or
   * without one, it is only a prompt and cannot be chosen.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while the field is invalid (after a failed submit).
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid, typically after a failed submit.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Height from the control-height scale (40 / 48 px).
   * @default 'md'
   */
  size?: SelectSize;
  /**
   * Required: marks the label and sets `aria-required` (the form's own check shows the error, not the browser's).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disabled: not focusable, cannot open.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Focus the select when it mounts.
   * @default false
   */
  autoFocus?: boolean;
  /**
   * The select's id (the label points at it). Without it one is generated.
   * @default undefined
   */
  id?: string;
  /** @default undefined */
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  /** @default undefined */
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /**
   * The `<select>` element.
   * @default undefined
   */
  ref?: Ref<HTMLSelectElement>;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
