import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from '@console/api/errorMessages';
import {
  containsUserId,
  hasAllowedLength,
  hasLetterDigitAndSpecial,
  hasSequentialRun,
  passwordProblem,
  userIdOf,
} from '@contract/rules/password';

/* The rules themselves are the contract's (contract/rules/password.ts), shared with the server; here they get words. */

/** One rule of the live checklist, as data: the label is translated by the page. */
export interface PasswordRuleDefinition {
  id: 'length' | 'classes' | 'sequence' | 'user-id';
  label: MessageDescriptor;
  isMet: (value: string) => boolean;
}

/**
 * The rules a browser can check while the user types. "Not the current or a previous password" needs the
 * server: it is said in the field's description and its error comes back from the call.
 */
export function passwordRules(email: string): PasswordRuleDefinition[] {
  const rules: PasswordRuleDefinition[] = [
    { id: 'length', label: msg`8 to 20 characters`, isMet: hasAllowedLength },
    { id: 'classes', label: msg`At least one letter, one digit and one special character`, isMet: hasLetterDigitAndSpecial },
    { id: 'sequence', label: msg`No sequential digits or letters (123, abc)`, isMet: (value) => value !== '' && !hasSequentialRun(value) },
  ];
  if (userIdOf(email).length >= 3) {
    rules.push({ id: 'user-id', label: msg`Does not contain your user ID`, isMet: (value) => value !== '' && !containsUserId(value, email) });
  }
  return rules;
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, MessageDescriptor>>;

/** The checks before the call, in the server's order, with the catalogue's words. */
export function validateNewPassword(values: NewPasswordValues, email: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const { password, confirm } = values;
  const problem = passwordProblem(password, email);
  if (problem) errors.password = errorMessages[problem];
  if (confirm !== password) errors.confirm = errorMessages.PASSWORD_CONFIRM_MISMATCH;
  return errors;
}

/** Server codes that belong under the new-password field rather than above the button. */
export const newPasswordFieldCodes: ReadonlySet<string> = new Set([
  'PASSWORD_NEW_REQUIRED',
  'PASSWORD_LENGTH',
  'PASSWORD_CHARACTER_CLASSES',
  'PASSWORD_SEQUENTIAL',
  'PASSWORD_REUSED',
  'PASSWORD_CONTAINS_USER_ID',
]);
