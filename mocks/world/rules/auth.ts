/**
 * Sign-in: wrong passwords are counted (5 force a reset), a disabled account and an IP outside the whitelist
 * are refused, an expired password asks for a change or a 90-day extension, 2FA sends an e-mailed code.
 */
import { LIMITS } from '../catalogue';
import { addDays, HOUR } from '../clock';
import type { World } from '../world';
import { organization, userByEmail, userById } from '../access';
import type { CodeChallengeRec, SessionRec, TokenRec, UserRec } from '../types';
import { E, err, MESSAGES, RuleError } from './errors';
import { checkNewPassword, setPassword } from './password';
import { ipAllowed, issueCode } from './security';

export type SignInOutcome =
  | { outcome: 'signed-in'; session: SessionRec; user: UserRec }
  | { outcome: 'two-factor-required'; challenge: CodeChallengeRec; user: UserRec }
  | { outcome: 'password-expired'; token: TokenRec; user: UserRec };

export function isDisabled(world: World, user: UserRec): boolean {
  if (user.selectedOrganizationId === '0') return true;
  return organization(world, user.selectedOrganizationId)?.status === 'DISABLED';
}

export function openSession(world: World, user: UserRec): SessionRec {
  const session: SessionRec = {
    token: world.nextId('token'),
    userKey: world.nextId('key'),
    userId: user.id,
    createdAt: world.clock.nowIso(),
    lastActivityAt: world.clock.nowIso(),
  };
  world.data.sessions.push(session);
  return session;
}

export function signIn(world: World, email: string, password: string): SignInOutcome | RuleError {
  if (!email) return err(400, E.SIGNIN_EMAIL_REQUIRED, 'Enter your e-mail.');
  if (!password) return err(400, E.SIGNIN_PASSWORD_REQUIRED, MESSAGES.passwordRequired);
  const user = userByEmail(world, email);
  const limit = LIMITS.wrongPasswordLimit;
  if (!user) return new RuleError(401, E.SIGNIN_INCORRECT, MESSAGES.signInIncorrect, undefined, { wrongPasswordCount: 0, wrongPasswordLimit: limit });
  if (user.resetRequired) return new RuleError(423, E.SIGNIN_RESET_REQUIRED, MESSAGES.signInReset, undefined, { wrongPasswordCount: user.wrongPasswordCount, wrongPasswordLimit: limit });
  if (user.password !== password) {
    user.wrongPasswordCount += 1;
    if (user.wrongPasswordCount >= limit) {
      user.resetRequired = true;
      return new RuleError(423, E.SIGNIN_RESET_REQUIRED, MESSAGES.signInReset, undefined, { wrongPasswordCount: user.wrongPasswordCount, wrongPasswordLimit: limit });
    }
    return new RuleError(401, E.SIGNIN_INCORRECT, MESSAGES.signInIncorrect, undefined, { wrongPasswordCount: user.wrongPasswordCount, wrongPasswordLimit: limit });
  }
  if (isDisabled(world, user)) return err(403, E.SIGNIN_DISABLED_ACCOUNT, MESSAGES.signInDisabled);
  if (!ipAllowed(user, world.data.clientIp)) return err(403, E.SIGNIN_IP_NOT_ALLOWED, MESSAGES.signInIp);
  user.wrongPasswordCount = 0;

  if (world.clock.nowMs() >= new Date(user.passwordExpiresAt).getTime()) {
    const token: TokenRec = { token: world.nextId('pwchange'), userId: user.id, kind: 'PASSWORD_CHANGE', expiresAt: new Date(world.clock.nowMs() + HOUR).toISOString(), used: false };
    world.data.tokens.push(token);
    return { outcome: 'password-expired', token, user };
  }
  if (user.twoFactorEnabled) {
    const challenge = issueCode(world, user, 'SIGN_IN');
    if (challenge instanceof RuleError) return challenge;
    return { outcome: 'two-factor-required', challenge, user };
  }
  return { outcome: 'signed-in', session: openSession(world, user), user };
}

export function usableToken(world: World, token: string, kind: TokenRec['kind']): TokenRec | RuleError {
  const rec = world.data.tokens.find((t) => t.token === token && t.kind === kind);
  if (!rec || rec.used || world.clock.nowMs() > new Date(rec.expiresAt).getTime()) return invalidToken(kind);
  return rec;
}

/** The refusal for an unusable token (or one whose user is gone): expired password, or an invalid link. */
function invalidToken(kind: TokenRec['kind']): RuleError {
  return kind === 'PASSWORD_CHANGE' ? err(400, E.SIGNIN_PASSWORD_EXPIRED, MESSAGES.passwordExpired) : err(400, E.LINK_INVALID, MESSAGES.linkInvalid);
}

/** A new password through a one-time token (expired-password change or reset link); the token is used only on success. */
export function setPasswordWithToken(
  world: World,
  token: string,
  kind: TokenRec['kind'],
  newPassword: string,
  verifyPassword: string,
): RuleError | null {
  const rec = usableToken(world, token, kind);
  if (rec instanceof RuleError) return rec;
  const user = userById(world, rec.userId);
  if (!user) return invalidToken(kind);
  const problem = checkNewPassword(newPassword, verifyPassword, { email: user.email, user });
  if (problem) return problem;
  rec.used = true;
  setPassword(world, user, newPassword);
  return null;
}

/** Keep the expired password 90 more days. */
export function extendPassword(world: World, user: UserRec): Date {
  const until = addDays(world.clock.now(), LIMITS.passwordExtensionDays);
  user.passwordExpiresAt = until.toISOString();
  return until;
}
