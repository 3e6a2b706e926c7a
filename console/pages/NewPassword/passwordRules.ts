import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from '@console/api/errorMessages';
import './catalog';

/** Spec section 5 (password) and section 9 (limits): 8 to 20 characters. */
export const passwordLength = { min: 8, max: 20 } as const;

/** Three characters in a row that climb or fall by one: 123, 321, abc, cba (case-insensitive). */
export function hasSequentialRun(value: string, run = 3): boolean {
  const text = value.toLowerCase();
  for (let start = 0; start + run <= text.length; start++) {
    const chunk = text.slice(start, start + run);
    if (!/^\d+$/.test(chunk) && !/^[a-z]+$/.test(chunk)) continue;
    let climbs = true;
    let falls = true;
    for (let index = 1; index < chunk.length; index++) {
      const step = chunk.charCodeAt(index) - chunk.charCodeAt(index - 1);
      if (step !== 1) climbs = false;
      if (step !== -1) falls = false;
    }
    if (climbs || falls) return true;
  }
  return false;
}

/** The user ID is the e-mail's local part; IDs shorter than 3 characters are not checked (too common). */
export function userIdOf(email: string): string {
  return (email.split('@')[0] ?? '').trim().toLowerCase();
}

export function containsUserId(value: string, email: string): boolean {
  const id = userIdOf(email);
  return id.length >= 3 && value.toLowerCase().includes(id);
}

export const hasLetterDigitAndSpecial = (value: string): boolean =>
  /[A-Za-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);

export const hasAllowedLength = (value: string): boolean =>
  value.length >= passwordLength.min && value.length <= passwordLength.max;

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
  if (password === '') errors.password = errorMessages.PASSWORD_NEW_REQUIRED;
  else if (!hasAllowedLength(password)) errors.password = errorMessages.PASSWORD_LENGTH;
  else if (!hasLetterDigitAndSpecial(password)) errors.password = errorMessages.PASSWORD_CHARACTER_CLASSES;
  else if (hasSequentialRun(password)) errors.password = errorMessages.PASSWORD_SEQUENTIAL;
  else if (containsUserId(password, email)) errors.password = errorMessages.PASSWORD_CONTAINS_USER_ID;
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
