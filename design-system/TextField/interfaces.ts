import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';

/** Spec: a text input is in one of three validation states. */
import type { FieldValidationState } from '../Field';

export type TextFieldValidationState = FieldValidationState;

/** Control heights: md 40, lg 48 (px, `--ac-control-height-*`). */
export type TextFieldSize = 'md' | 'lg';

export type TextFieldType = 'text' | 'password' | 'email' | 'tel' | 'url' | 'search';

/**
 * React Aria field props we forward: `onBlur`, `onFocus`, `onKeyDown`, `onInput`, `inputMode`, `pattern`,
 * `minLength`, `autoFocus`, `id`, `aria-*`, `validate`... (`className`/render functions are ours).
 */
type ForwardedAriaTextFieldProps = Omit<
  AriaTextFieldProps,
  | 'children'
  | 'className'
  | 'style'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'validationBehavior'
  | 'isInvalid'
  | 'maxLength'
>;

export interface TextFieldProps extends ForwardedAriaTextFieldProps {
  /** Visible label (translated by the caller). Every field has one. */
  label: ReactNode;
  /**
   * Help text under the input, linked to it with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, rendered through React Aria's `FieldError` and shown only while the field
   * is invalid (`isInvalid` or `validationState="failed"`), e.g. after a failed submit.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Visual validation state (spec: none / passed / failed), exposed as `data-validation`.
   * `failed` also marks the input `aria-invalid` and shows `errorMessage`.
   * @default 'none'
   */
  validationState?: TextFieldValidationState;
  /**
   * React Aria's invalid flag, controlled by the form (typically set after a failed submit).
   * `true` is the same as `validationState="failed"`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * `aria` (default): the form decides when the field is invalid, nothing blocks submission.
   * `native`: browser constraint validation (`isRequired`, `minLength`...) blocks submit and
   * `FieldError` shows the browser's message unless `errorMessage` is given.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /**
   * Input type. `password` adds a show/hide toggle button.
   * @default 'text'
   */
  type?: TextFieldType;
  /**
   * Height from the control-height scale (40 / 48px).
   * @default 'md'
   */
  size?: TextFieldSize;
  /**
   * Maximum number of characters (UTF-16 units, as the input counts them). Typing beyond it is
   * blocked, and a live counter ("12/20") is shown under the input.
   * @default undefined
   */
  maxLength?: number;
  /**
   * Shows the character counter when `maxLength` is set.
   * @default true
   */
  showCounter?: boolean;
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
   * Placeholder: an example, never a replacement for `label` or `description`.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Browser autofill hint (`email`, `current-password`, `new-password`, `organization`...).
   * @default undefined
   */
  autoComplete?: string;
  /**
   * Form field name.
   * @default undefined
   */
  name?: string;
  /**
   * Required: marks the label with `*` and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disabled: not focusable, not submitted.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Read-only: focusable and submitted, not editable.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Content under the field's messages, inside the field (PasswordField puts its rule checklist here).
   * @default undefined
   */
  after?: ReactNode;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
