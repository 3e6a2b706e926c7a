import type { ReactNode } from 'react';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import type { SelectOption } from '../Select';

/**
 * React Aria props we forward unchanged: `isOpen`, `defaultOpen`, `onOpenChange`, `name`, `form`,
 * `autoFocus`, `onFocus`, `onBlur`, `id`, `aria-*`...
 */
type ForwardedAriaSelectProps = Omit<
  AriaSelectProps<SelectOption, 'multiple'>,
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode'
  | 'placeholder'
  | 'isInvalid'
  | 'validationBehavior'
  | 'validate'
>;

export interface MultiSelectProps<T extends SelectOption = SelectOption> extends ForwardedAriaSelectProps {
  /** Visible label (translated by the caller). */
  label: ReactNode;
  /** The options, in display order. */
  options: readonly T[];
  /**
   * Chosen options' `id`s (controlled).
   * @default undefined
   */
  value?: readonly Key[];
  /**
   * Initially chosen `id`s (uncontrolled).
   * @default []
   */
  defaultValue?: readonly Key[];
  /**
   * Called with the chosen `id`s, in the options' order.
   * @default undefined
   */
  onChange?: (value: Key[]) => void;
  /**
   * Text while nothing is chosen, e.g. "All products" for a filter (translated by the caller).
   * Without it the design system's "Select".
   * @default undefined
   */
  placeholder?: string;
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while the field is invalid.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid, typically after a failed submit.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Name of the button that clears the choice. Without it the design system's "Clear all".
   * @default undefined
   */
  clearLabel?: string;
  /**
   * Text in the open list when there are no options. Without it the design system's "No options".
   * @default undefined
   */
  emptyText?: ReactNode;
  /**
   * Required: marks the label and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
