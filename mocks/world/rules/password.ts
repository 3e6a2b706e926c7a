/**
 * Password rules (spec section 5): 8-20 characters; at least one letter, one digit and one special
 * character; no sequential digits or letters (3 in a row, up or down: 123, 321, abc, cba); not the current or
 * a previously used password; not containing the user id (the e-mail's local part); confirm must match.
 */
import { LIMITS } from '../catalogue';
import { addDays } from '../clock';
import type { World } from '../world';
import type { UserRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

export function hasSequence(value: string, run = 3): boolean {
  const s = value.toLowerCase();
  for (let i = 0; i + run <= s.length; i++) {
    const chunk = s.slice(i, i + run);
    const allDigits = /^\d+$/.test(chunk);
    const allLetters = /^[a-z]+$/.test(chunk);
    if (!allDigits && !allLetters) continue;
    let up = true;
    let down = true;
    for (let j = 1; j < chunk.length; j++) {
      const diff = chunk.charCodeAt(j) - chunk.charCodeAt(j - 1);
      if (diff !== 1) up = false;
      if (diff !== -1) down = false;
    }
    if (up || down) return true;
  }
  return false;
}

/** Checks a new password; `user` is null during sign-up before the account exists (email given instead). */
export function checkNewPassword(
  newPassword: string,
  verifyPassword: string,
  subject: { email: string; user: UserRec | null },
): RuleError | null {
  if (!newPassword) return err(400, E.PASSWORD_NEW_REQUIRED, MESSAGES.passwordNewRequired);
  if (newPassword.length < LIMITS.passwordMin || newPassword.length > LIMITS.passwordMax) {
    return err(400, E.PASSWORD_LENGTH, MESSAGES.passwordLength, { min: LIMITS.passwordMin, max: LIMITS.passwordMax });
  }
  if (!/[A-Za-z]/.test(newPassword) || !/\d/.test(newPassword) || !/[^A-Za-z0-9]/.test(newPassword)) {
    return err(400, E.PASSWORD_CHARACTER_CLASSES, MESSAGES.passwordClasses);
  }
  if (hasSequence(newPassword)) return err(400, E.PASSWORD_SEQUENTIAL, MESSAGES.passwordSequential);
  const id = subject.email.split('@')[0]?.toLowerCase() ?? '';
  if (id.length >= 3 && newPassword.toLowerCase().includes(id)) return err(400, E.PASSWORD_CONTAINS_USER_ID, MESSAGES.passwordContainsId);
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
