import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';

/** Spec: an input is in one of three validation states. */
export type FieldValidationState = 'none' | 'passed' | 'failed';

/** What the character counter needs: the current length and the limit, plus the id the input points at. */
export interface FieldCounter {
  /** Characters typed so far (UTF-16 units, as the input counts them). */
  length: number;
  /** The field's `maxLength`. */
  maxLength: number;
  /** Id of the screen-reader text "12 of 20 characters"; put it in the input's `aria-describedby`. */
  id: string;
}

export interface FieldProps {
  /** Visible label (translated by the caller). Every field has one. */
  label: ReactNode;
  /**
   * Help text under the input, linked to it with `aria-describedby` by React Aria.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Error text, shown by React Aria's `FieldError` only while the field is invalid (typically after a
   * failed submit). A function receives the validation result (native validation messages).
   * @default undefined
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * `hidden` keeps the label for screen readers only, where the context names the field for sighted
   * users (a search box above a table). Prefer a visible label.
   * @default 'visible'
   */
  labelVisibility?: 'visible' | 'hidden';
  /**
   * Marks the label with a red `*` (hidden from screen readers, which hear "required" from the input).
   * @default false
   */
  isRequired?: boolean;
  /**
   * A character counter at the end of the footer ("12/20"), from `useCharacterCounter`.
   * @default undefined
   */
  counter?: FieldCounter;
  /**
   * Extra content after the messages (a password rule checklist, for instance).
   * @default undefined
   */
  after?: ReactNode;
  /** The control: React Aria's `Input`, `TextArea`, `Group`, a trigger `Button`... */
  children: ReactNode;
}
