/**
 * Account security: IP whitelist (IPv4 and IPv6, optional CIDR; duplicates refused) and e-mailed codes for 2FA
 * (enable/disable and sign-in). Decision: a code is valid 3 minutes, can be resent after 60 seconds, and 5
 * wrong entries burn it (LIMITS.twoFactor*).
 */
import { LIMITS } from '../catalogue';
import { MINUTE } from '../clock';
import type { World } from '../db';
import { nextCode, sendMail } from '../access';
import type { CodeChallengeRec, UserRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

/** A parsed address or range: the family, the address as a 32- or 128-bit number, the prefix length. */
export interface IpRange {
  version: 4 | 6;
  bits: bigint;
  prefix: number;
}

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Decimal octets, no leading zeros (01 is ambiguous: octal in some parsers).
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseV6(text: string): bigint | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.includes(':::')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined): string[] | null => {
    if (!half) return [];
    const items = half.split(':');
    const out: string[] = [];
    for (const [i, item] of items.entries()) {
      // An embedded IPv4 address may end the address (::ffff:192.0.2.1).
      if (i === items.length - 1 && item.includes('.')) {
        const v4 = parseV4(item);
        if (v4 === null) return null;
        out.push(((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
      } else if (/^[0-9a-f]{1,4}$/i.test(item)) out.push(item);
      else return null;
    }
    return out;
  };
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  if (!head || !tail) return null;
  const compressed = halves.length === 2;
  const missing = 8 - head.length - tail.length;
  if (compressed ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(compressed ? missing : 0).fill('0'), ...tail];
  return all.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
}

/** Parses `a.b.c.d`, an IPv6 address (compressed or not, with an embedded IPv4 tail), either with `/prefix`. */
export function parseIp(value: string): IpRange | null {
  const [address = '', prefixText, ...rest] = value.trim().split('/');
  if (rest.length > 0) return null;
  const v4 = parseV4(address);
  const version = v4 !== null ? 4 : 6;
  const bits = v4 ?? parseV6(address);
  if (bits === null) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^(0|[1-9]\d{0,2})$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { version, bits, prefix };
}

export function isValidIp(value: string): boolean {
  return parseIp(value) !== null;
}

function network(range: IpRange): bigint {
  const width = range.version === 4 ? 32n : 128n;
  const hostBits = width - BigInt(range.prefix);
  return (range.bits >> hostBits) << hostBits;
}

/** One key per address or network, whatever its spelling (2001:DB8::1 = 2001:db8:0:0:0:0:0:1). */
function rangeKey(range: IpRange): string {
  return `${range.version}/${network(range).toString(16)}/${range.prefix}`;
}

function contains(range: IpRange, ip: IpRange): boolean {
  if (range.version !== ip.version) return false;
  return network(range) === network({ ...ip, prefix: range.prefix });
}

/** IPv4 and IPv6 addresses and CIDR ranges; duplicates (the same address or network) are refused. */
export function setIpWhitelist(user: UserRec, mode: 'ALL' | 'LIST', ips: string[]): true | RuleError {
  if (mode === 'ALL') {
    user.ipWhitelist = { allowAll: true, ips: [...user.ipWhitelist.ips] };
    return true;
  }
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of ips) {
    const range = parseIp(raw);
    if (!range) return err(400, E.IP_INVALID, MESSAGES.ipInvalid, { ip: raw });
    const key = rangeKey(range);
    if (seen.has(key)) return err(409, E.IP_DUPLICATE, MESSAGES.ipDuplicate, { ip: raw });
    seen.add(key);
    kept.push(range.version === 6 ? raw.trim().toLowerCase() : raw.trim());
  }
  if (kept.length === 0) return err(400, E.IP_INVALID, MESSAGES.ipInvalid);
  user.ipWhitelist = { allowAll: false, ips: kept };
  return true;
}

export function ipAllowed(user: UserRec, ip: string): boolean {
  if (user.ipWhitelist.allowAll) return true;
  const caller = parseIp(ip);
  if (!caller) return false;
  return user.ipWhitelist.ips.some((entry) => {
    const range = parseIp(entry);
    return range !== null && contains(range, caller);
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
