/**
 * Password rules (spec section 5): 8-20 characters; at least one letter, one digit and one special
 * character; no sequential digits or letters (3 in a row, up or down: 123, 321, abc, cba); not the current or
 * a previously used password; not containing the user id (the e-mail's local part); confirm must match. The rules
 * a password can be checked against on its own are the contract's (contract/rules/password.ts).
 */
import { passwordLength, passwordProblem } from '@contract/rules/password';
import { LIMITS } from '../catalogue';
import { addDays } from '../clock';
import type { World } from '../world';
import type { UserRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

/** Checks a new password; `user` is null during sign-up before the account exists (email given instead). */
export function checkNewPassword(
  newPassword: string,
  verifyPassword: string,
  subject: { email: string; user: UserRec | null },
): RuleError | null {
  switch (passwordProblem(newPassword, subject.email)) {
    case 'PASSWORD_NEW_REQUIRED':
      return err(400, E.PASSWORD_NEW_REQUIRED, MESSAGES.passwordNewRequired);
    case 'PASSWORD_LENGTH':
      return err(400, E.PASSWORD_LENGTH, MESSAGES.passwordLength, { min: passwordLength.min, max: passwordLength.max });
    case 'PASSWORD_CHARACTER_CLASSES':
      return err(400, E.PASSWORD_CHARACTER_CLASSES, MESSAGES.passwordClasses);
    case 'PASSWORD_SEQUENTIAL':
      return err(400, E.PASSWORD_SEQUENTIAL, MESSAGES.passwordSequential);
    case 'PASSWORD_CONTAINS_USER_ID':
      return err(400, E.PASSWORD_CONTAINS_USER_ID, MESSAGES.passwordContainsId);
    case null:
      break;
  }
  if (subject.user && (subject.user.password === newPassword || subject.user.passwordHistory.includes(newPassword))) {
    return err(400, E.PASSWORD_REUSED, MESSAGES.passwordReused);
  }
  if (newPassword !== verifyPassword) return err(400, E.PASSWORD_CONFIRM_MISMATCH, MESSAGES.passwordMismatch);
  return null;
}

/** Stores a new password: the old one joins the history, the 90-day validity restarts. */
export function setPassword(world: World, user: UserRec, newPassword: string): void {
  user.passwordHistory = [user.password, ...user.passwordHistory].slice(0, 10);
  user.password = newPassword;
  user.passwordChangedAt = world.clock.nowIso();
  user.passwordExpiresAt = addDays(world.clock.now(), LIMITS.passwordValidDays).toISOString();
  user.wrongPasswordCount = 0;
  user.resetRequired = false;
  user.updatedAt = world.clock.nowIso();
}

/** PUT /v2/account/password: the current password, then the rules; 5 wrong current passwords lock it. */
export function changePassword(world: World, user: UserRec, origin: string, next: string, verify: string): true | RuleError {
  if (!origin) return err(400, E.PASSWORD_REQUIRED, MESSAGES.passwordRequired);
  if (user.wrongPasswordCount >= LIMITS.wrongPasswordLimit) return err(429, E.PASSWORD_LIMIT_EXCEEDED, MESSAGES.passwordLimit);
  if (origin !== user.password) {
    user.wrongPasswordCount += 1;
    if (user.wrongPasswordCount >= LIMITS.wrongPasswordLimit) return err(429, E.PASSWORD_LIMIT_EXCEEDED, MESSAGES.passwordLimit);
    return err(400, E.PASSWORD_INCORRECT, MESSAGES.passwordIncorrect);
  }
  const problem = checkNewPassword(next, verify, { email: user.email, user });
  if (problem) return problem;
  setPassword(world, user, next);
  return true;
}
