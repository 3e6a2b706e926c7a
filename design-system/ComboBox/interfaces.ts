import type { ReactNode } from 'react';
import type { ComboBoxProps as AriaComboBoxProps, Key } from 'react-aria-components';
import type { SelectOption } from '../Select';

/**
 * React Aria props we forward unchanged: `inputValue`, `defaultInputValue`, `onInputChange`,
 * `onOpenChange`, `menuTrigger`, `name`, `form`, `autoFocus`, `onFocus`, `onBlur`, `id`, `aria-*`...
 */
type ForwardedAriaComboBoxProps = Omit<
  AriaComboBoxProps<SelectOption, 'single'>,
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'defaultItems'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode'
  | 'isInvalid'
  | 'validationBehavior'
  | 'validate'
  | 'allowsCustomValue'
  | 'defaultFilter'
>;

export interface ComboBoxProps<T extends SelectOption = SelectOption> extends ForwardedAriaComboBoxProps {
  /** Visible label (translated by the caller). */
  label: ReactNode;
  /** All options; typing filters them (accent- and case-insensitive, anywhere in the label). */
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
   * Called with the chosen option's `id`, or `null` when the text no longer matches a choice.
   * @default undefined
   */
  onChange?: (value: Key | null) => void;
  /**
   * Example text in the empty input.
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
   * Text in the list when nothing matches what was typed. Without it the design system's
   * "No results" (translated).
   * @default undefined
   */
  noResultsText?: ReactNode;
  /**
   * Name of the button that opens the full list. Without it the design system's "Show options".
   * @default undefined
   */
  openButtonLabel?: string;
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
