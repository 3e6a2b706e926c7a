import type { ReactNode } from 'react';

export interface VerificationCodeFieldProps {
  /** Visible label (translated by the caller): "Verification code". */
  label: ReactNode;
  /**
   * Number of digits.
   * @default 6
   */
  length?: number;
  /**
   * Value (controlled): digits only.
   * @default undefined
   */
  value?: string;
  /**
   * Initial value (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the digits on every change (anything else typed or pasted is dropped).
   * @default undefined
   */
  onChange?: (value: string) => void;
  /**
   * Called once when the last digit is entered, e.g. to submit.
   * @default undefined
   */
  onComplete?: (value: string) => void;
  /**
   * Help text under the boxes ("Sent to j***@example.com").
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown while invalid ("The code does not match. Please re-enter it.").
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Invalid flag from the form.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * Disabled (while the code is checked, or after too many attempts).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Marks the label with `*`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Focus on mount (the 2FA screen has nothing else to do).
   * @default false
   */
  autoFocus?: boolean;
  /**
   * Form field name.
   * @default undefined
   */
  name?: string;
  /**
   * Extra class on the root, for layout only.
   * @default undefined
   */
  className?: string;
}
