import type { ReactNode } from 'react';
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';

type ForwardedAriaSearchFieldProps = Omit<
  AriaSearchFieldProps,
  'children' | 'className' | 'style' | 'validationBehavior' | 'isInvalid' | 'onChange' | 'value' | 'defaultValue'
>;

export interface SearchFieldProps extends ForwardedAriaSearchFieldProps {
  /** Label (translated by the caller), visible unless `labelVisibility="hidden"`. */
  label: ReactNode;
  /**
   * `hidden` keeps the label for screen readers only (the search box above a table, whose heading
   * already says what is searched).
   * @default 'visible'
   */
  labelVisibility?: 'visible' | 'hidden';
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Value (controlled).
   * @default undefined
   */
  value?: string;
  /**
   * Initial value (uncontrolled).
   * @default undefined
   */
  defaultValue?: string;
  /**
   * Called on every change. `onSubmit` fires on Enter, `onClear` on the clear button or Escape.
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Placeholder: an example ("Name or e-mail").
   * @default undefined
   */
  placeholder?: string;
  /**
   * Accessible name of the clear button. Defaults to the design system's "Clear search".
   * @default undefined
   */
  clearLabel?: string;
  /**
   * Height from the control-height scale (40 / 48px).
   * @default 'md'
   */
  size?: 'md' | 'lg';
  /**
   * Extra class on the root, for layout only.
   * @default undefined
   */
  className?: string;
}
