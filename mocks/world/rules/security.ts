/**
 * Account security: IP whitelist (IPv4, optional CIDR; duplicates refused) and e-mailed codes for 2FA
 * (enable/disable and sign-in). Decision: a code is valid 3 minutes, can be resent after 60 seconds, and 5
 * wrong entries burn it (LIMITS.twoFactor*).
 */
import { LIMITS } from '../catalogue';
import { MINUTE } from '../clock';
import type { World } from '../db';
import { nextCode, sendMail } from '../access';
import type { CodeChallengeRec, UserRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

export function isValidIp(value: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/.exec(value.trim());
  if (!m) return false;
  const octets = m.slice(1, 5).map(Number);
  if (octets.some((o, i) => o > 255 || (m[i + 1] ?? '').length > 1 && (m[i + 1] ?? '').startsWith('0'))) return false;
  if (m[5] !== undefined && Number(m[5]) > 32) return false;
  return true;
}

export function setIpWhitelist(user: UserRec, mode: 'ALL' | 'LIST', ips: string[]): true | RuleError {
  if (mode === 'ALL') {
    user.ipWhitelist = { allowAll: true, ips: [...user.ipWhitelist.ips] };
    return true;
  }
  const seen = new Set<string>();
  for (const raw of ips) {
    const ip = raw.trim();
    if (!isValidIp(ip)) return err(400, E.IP_INVALID, MESSAGES.ipInvalid, { ip: raw });
    if (seen.has(ip)) return err(409, E.IP_DUPLICATE, MESSAGES.ipDuplicate, { ip: raw });
    seen.add(ip);
  }
  if (seen.size === 0) return err(400, E.IP_INVALID, MESSAGES.ipInvalid);
  user.ipWhitelist = { allowAll: false, ips: [...seen] };
  return true;
}

export function ipAllowed(user: UserRec, ip: string): boolean {
  if (user.ipWhitelist.allowAll) return true;
  return user.ipWhitelist.ips.some((entry) => {
    if (!entry.includes('/')) return entry === ip;
    const [base, bitsText] = entry.split('/');
    const bits = Number(bitsText);
    const toInt = (v: string) => v.split('.').reduce((acc, o) => (acc << 8) + Number(o), 0) >>> 0;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return ((toInt(base ?? '') & mask) >>> 0) === ((toInt(ip) & mask) >>> 0);
  });
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
  sendMail(world, user.email, 'Verification code', challenge.code);
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
