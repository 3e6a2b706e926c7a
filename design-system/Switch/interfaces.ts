import type { ReactNode } from 'react';
import type { SwitchFieldProps as AriaSwitchFieldProps } from 'react-aria-components';

/**
 * React Aria props we forward unchanged: `isSelected`, `defaultSelected`, `onChange`, `name`, `value`,
 * `isDisabled`, `isReadOnly`, `autoFocus`, `id`, `aria-*`...
 */
type ForwardedAriaSwitchProps = Omit<
  AriaSwitchFieldProps,
  'children' | 'className' | 'style' | 'validationBehavior' | 'validate' | 'isRequired' | 'isInvalid'
>;

export interface SwitchProps extends ForwardedAriaSwitchProps {
  /** Visible label: the setting it turns on (translated by the caller). */
  children: ReactNode;
  /**
   * Help text under the label, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Where the label sits: `end` (after the switch), or `start` for a settings row (label and help text
   * first, the switch at the end of the row).
   * @default 'end'
   */
  labelPosition?: 'start' | 'end';
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
