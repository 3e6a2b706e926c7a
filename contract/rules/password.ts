/**
 * Password rules (spec sections 5 and 9): 8 to 20 characters; at least one letter, one digit and one special
 * character; no sequential digits or letters (3 in a row, up or down: 123, 321, abc, cba); not containing the
 * user ID (the e-mail's local part, when 3 characters or more). "Not the current or a previous password" needs
 * the server's records, so it is the server's alone.
 */

export const passwordLength = { min: 8, max: 20 } as const;

/** The error codes of the rules a password can be checked against on its own, in the order the server checks them. */
export type PasswordProblem =
  | 'PASSWORD_NEW_REQUIRED'
  | 'PASSWORD_LENGTH'
  | 'PASSWORD_CHARACTER_CLASSES'
  | 'PASSWORD_SEQUENTIAL'
  | 'PASSWORD_CONTAINS_USER_ID';

/** `run` characters in a row that climb or fall by one: 123, 321, abc, cba (case-insensitive). */
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

/** The first rule a new password breaks (null when none does), for the account with this e-mail. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if (password === '') return 'PASSWORD_NEW_REQUIRED';
  if (!hasAllowedLength(password)) return 'PASSWORD_LENGTH';
  if (!hasLetterDigitAndSpecial(password)) return 'PASSWORD_CHARACTER_CLASSES';
  if (hasSequentialRun(password)) return 'PASSWORD_SEQUENTIAL';
  if (containsUserId(password, email)) return 'PASSWORD_CONTAINS_USER_ID';
  return null;
}
