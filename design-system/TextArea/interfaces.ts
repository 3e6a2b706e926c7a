import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { FieldValidationState } from '../Field';

type ForwardedAriaTextFieldProps = Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'validationBehavior' | 'isInvalid'
>;

export interface TextAreaProps extends ForwardedAriaTextFieldProps {
  /** Visible label (translated by the caller). */
  label: ReactNode;
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
   * Visual validation state (none / passed / failed); `failed` marks it invalid.
   * @default 'none'
   */
  validationState?: FieldValidationState;
  /**
   * Invalid flag from the form; the same as `validationState="failed"`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Maximum number of characters; typing beyond it is blocked and a counter shows "120/2,000".
   * @default undefined
   */
  maxLength?: number;
  /**
   * Shows the counter when `maxLength` is set.
   * @default true
   */
  showCounter?: boolean;
  /**
   * Visible lines before the area scrolls; the user can drag it taller.
   * @default 4
   */
  rows?: number;
  /**
   * Value (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * Initial value (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the new value on every change.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Placeholder: an example, never a replacement for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Marks the label with `*` and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Extra class on the root, for layout only.
   * @default undefined
   */
  className?: string;
}
