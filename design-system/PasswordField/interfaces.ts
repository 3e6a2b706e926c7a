import type { ReactNode } from 'react';
import type { TextFieldProps } from '../TextField';

/** One rule of the live checklist. The rules are the caller's data (the spec's password rules). */
export interface PasswordRule {
  /** Stable key. */
  id: string;
  /** What the rule asks, translated by the caller ("8 to 20 characters"). */
  label: ReactNode;
  /** Whether the current value satisfies the rule. */
  isMet: (value: string) => boolean;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'after' | 'maxLength' | 'showCounter'> {
  /**
   * Rules shown as a live checklist under the field, each ticked as soon as the value satisfies it.
   * The list is linked to the input with `aria-describedby`.
   * @default undefined
   */
  rules?: PasswordRule[];
  /**
   * Heading of the checklist. Defaults to the design system's "Your password must have:".
   * @default undefined
   */
  rulesLabel?: ReactNode;
  /**
   * Screen-reader words for a rule's state. Default: the design system's "met" / "not met".
   * @default undefined
   */
  ruleStateLabels?: { met: string; unmet: string };
  /**
   * Maximum length (no counter: a password's length is covered by the rules).
   * @default undefined
   */
  maxLength?: number;
}
