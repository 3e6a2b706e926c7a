import type { ReactNode } from 'react';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import type { SelectOption } from './OptionList';

export type { SelectOption };

/** Control heights: md 40, lg 48 (px, `--ac-control-height-*`). */
export type SelectSize = 'md' | 'lg';

/**
 * React Aria props we forward unchanged: `isOpen`, `defaultOpen`, `onOpenChange`, `name`, `form`,
 * `autoFocus`, `onFocus`, `onBlur`, `id`, `aria-*`...
 */
type ForwardedAriaSelectProps = Omit<
  AriaSelectProps<SelectOption, 'single'>,
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

export interface SelectProps<T extends SelectOption = SelectOption> extends ForwardedAriaSelectProps {
  /** Visible label (translated by the caller). */
  label: ReactNode;
  /** The options, in display order. */
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
   * Called with the chosen option's `id`.
   * @default undefined
   */
  onChange?: (value: Key | null) => void;
  /**
   * Text shown while nothing is chosen. Without it the design system's "Select" (translated).
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
   * Text in the open list when there are no options. Without it the design system's "No options".
   * @default undefined
   */
  emptyText?: ReactNode;
  /**
   * Height from the control-height scale (40 / 48 px).
   * @default 'md'
   */
  size?: SelectSize;
  /**
   * Required: marks the label and sets `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Disabled: not focusable, cannot open.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
