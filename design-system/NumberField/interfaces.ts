import type { ReactNode } from 'react';
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';

type ForwardedAriaNumberFieldProps = Omit<
  AriaNumberFieldProps,
  'children' | 'className' | 'style' | 'validationBehavior' | 'isInvalid'
>;

export interface NumberFieldProps extends ForwardedAriaNumberFieldProps {
  /** Visible label (translated by the caller). */
  label: ReactNode;
  /**
   * Help text under the field (the allowed range, for instance).
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while the field is invalid.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid flag from the form (after a failed submit).
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Accessible names of the step buttons. Default: the design system's "Increase" / "Decrease".
   * @default undefined
   */
  incrementLabel?: string;
  /**
   * @default undefined
   */
  decrementLabel?: string;
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
