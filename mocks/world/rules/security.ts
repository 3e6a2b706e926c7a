/**
 * Account security: IP whitelist (IPv4 and IPv6, optional CIDR; duplicates refused; the format is the contract's,
 * contract/rules/ipAddress.ts) and e-mailed codes for 2FA
 * (enable/disable and sign-in). Decision: a code is valid 3 minutes, can be resent after 60 seconds, and 5
 * wrong entries burn it (LIMITS.twoFactor*).
 */
import { isDuplicateIp, isValidIp, listAdmits, normaliseIp } from '@contract/rules/ipAddress';
import { LIMITS } from '../catalogue';
import { MINUTE } from '../clock';
import type { World } from '../world';
import { nextCode, sendMail } from '../access';
import type { CodeChallengeRec, UserRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

/** IPv4 and IPv6 addresses and CIDR ranges; duplicates (the same address or network) are refused. */
export function setIpWhitelist(user: UserRec, mode: 'ALL' | 'LIST', ips: string[]): true | RuleError {
  if (mode === 'ALL') {
    user.ipWhitelist = { allowAll: true, ips: [...user.ipWhitelist.ips] };
    return true;
  }
  const kept: string[] = [];
  for (const raw of ips) {
    if (!isValidIp(raw)) return err(400, E.IP_INVALID, MESSAGES.ipInvalid, { ip: raw });
    if (isDuplicateIp(kept, raw)) return err(409, E.IP_DUPLICATE, MESSAGES.ipDuplicate, { ip: raw });
    kept.push(normaliseIp(raw));
  }
  if (kept.length === 0) return err(400, E.IP_INVALID, MESSAGES.ipInvalid);
  user.ipWhitelist = { allowAll: false, ips: kept };
  return true;
}

export function ipAllowed(user: UserRec, ip: string): boolean {
  return user.ipWhitelist.allowAll || listAdmits(user.ipWhitelist.ips, ip);
}

export function issueCode(world: World, user: UserRec, purpose: CodeChallengeRec['purpose']): CodeChallengeRec | RuleError {
  const now = world.clock.nowMs();
  const previous = world.data.challenges.find((c) => c.userId === user.id && c.purpose === purpose && !c.used);
  if (previous && now < new Date(previous.resendAvailableAt).getTime()) {
    return err(429, E.TWO_FA_RESEND_TOO_SOON, MESSAGES.resendTooSoon, { resendAvailableAt: previous.resendAvailableAt });
  }
  if (previous) previous.used = true;
  const challenge: CodeChallengeRec = {
    id: world.nextId('chl'),
    userId: user.id,
    purpose,
    code: nextCode(world),
    sentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + LIMITS.twoFactorCodeMinutes * MINUTE).toISOString(),
    resendAvailableAt: new Date(now + LIMITS.twoFactorResendSeconds * 1000).toISOString(),
    attempts: 0,
    used: false,
  };
  world.data.challenges.push(challenge);
  sendMail(world, user.email, 'Verification code', challenge.code, { code: challenge.code });
  return challenge;
}

/** Checks a code: expired, too many attempts, mismatch (counted), or accepted (then used up). */
export function verifyCode(world: World, challenge: CodeChallengeRec | undefined, code: string): true | RuleError {
  if (!challenge || challenge.used) return err(400, E.TWO_FA_CODE_EXPIRED, MESSAGES.codeExpired);
  if (challenge.attempts >= LIMITS.twoFactorMaxAttempts) return err(429, E.TWO_FA_TOO_MANY_ATTEMPTS, MESSAGES.codeAttempts);
  if (world.clock.nowMs() > new Date(challenge.expiresAt).getTime()) return err(400, E.TWO_FA_CODE_EXPIRED, MESSAGES.codeExpired);
  if (challenge.code !== code) {
    challenge.attempts += 1;
    if (challenge.attempts >= LIMITS.twoFactorMaxAttempts) return err(429, E.TWO_FA_TOO_MANY_ATTEMPTS, MESSAGES.codeAttempts);
    return err(400, E.TWO_FA_CODE_MISMATCH, MESSAGES.codeMismatch, { attemptsLeft: LIMITS.twoFactorMaxAttempts - challenge.attempts });
  }
  challenge.used = true;
  return true;
}

export function latestChallenge(world: World, userId: string, purpose: CodeChallengeRec['purpose']): CodeChallengeRec | undefined {
  return [...world.data.challenges].reverse().find((c) => c.userId === userId && c.purpose === purpose && !c.used);
}
