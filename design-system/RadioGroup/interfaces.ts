import type { ReactNode } from 'react';
import type {
  RadioFieldProps as AriaRadioFieldProps,
  RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';

/**
 * React Aria props we forward unchanged: `value`, `defaultValue`, `onChange`, `name`, `isDisabled`,
 * `isReadOnly`, `isRequired`, `onFocus`, `onBlur`, `id`, `aria-*`...
 */
type ForwardedAriaRadioGroupProps = Omit<
  AriaRadioGroupProps,
  'children' | 'className' | 'style' | 'orientation' | 'validationBehavior' | 'validate'
>;

export interface RadioGroupProps extends ForwardedAriaRadioGroupProps {
  /** Visible label of the group (translated by the caller). */
  label: ReactNode;
  /** The options: `Radio` or `RadioCard` elements, each with a `value`. */
  children: ReactNode;
  /**
   * Help text under the label, linked to the group.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while the group is invalid (after a failed submit).
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid, typically after a failed submit with nothing chosen.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * `vertical`: a column. `horizontal`: a wrapping row (cards share the row and wrap on narrow
   * screens). Arrow keys move the choice either way.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}

/** React Aria props we forward: `isDisabled`, `autoFocus`, `id`, `aria-*`... */
type ForwardedAriaRadioProps = Omit<AriaRadioFieldProps, 'children' | 'className' | 'style' | 'value'>;

export interface RadioProps extends ForwardedAriaRadioProps {
  /** The value this option stands for. */
  value: string;
  /** Visible label (translated by the caller). */
  children: ReactNode;
  /**
   * Help text under the label, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
