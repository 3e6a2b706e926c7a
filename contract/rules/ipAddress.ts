/**
 * IP whitelist entries as the server takes them (docs/decisions.md, "IP whitelist"): an IPv4 address, an IPv6
 * address (compressed or not, with an IPv4 tail), either with an optional CIDR prefix. The same address or
 * network written twice is a duplicate, whatever its spelling (2001:DB8::1 = 2001:db8:0:0:0:0:0:1).
 */

/** A parsed address or range: the family, the address as a number, the prefix length. */
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
    // Decimal octets without leading zeros (010 reads as octal in some parsers).
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function groupsOf(half: string): string[] | null {
  if (half === '') return [];
  const items = half.split(':');
  const groups: string[] = [];
  for (const [index, item] of items.entries()) {
    if (index === items.length - 1 && item.includes('.')) {
      // An IPv4 tail takes the last two groups (::ffff:192.0.2.1).
      const v4 = parseV4(item);
      if (v4 === null) return null;
      groups.push(((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
    } else if (/^[0-9a-f]{1,4}$/i.test(item)) {
      groups.push(item);
    } else {
      return null;
    }
  }
  return groups;
}

function parseV6(text: string): bigint | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.includes(':::')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0] ?? '');
  const tail = groupsOf(halves[1] ?? '');
  if (!head || !tail) return null;
  const compressed = halves.length === 2;
  const missing = 8 - head.length - tail.length;
  if (compressed ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(compressed ? missing : 0).fill('0'), ...tail];
  return all.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** Parses an entry; null when it is not an address or a CIDR range. */
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

export const isValidIp = (value: string): boolean => parseIp(value) !== null;

function network(range: IpRange): bigint {
  const hostBits = BigInt((range.version === 4 ? 32 : 128) - range.prefix);
  return (range.bits >> hostBits) << hostBits;
}

/** One key per address or network, whatever its spelling. */
function keyOf(range: IpRange): string {
  return `${range.version}/${network(range).toString(16)}/${range.prefix}`;
}

/** Whether `value` is already in `list` (the same address or network). Invalid values are never duplicates. */
export function isDuplicateIp(list: readonly string[], value: string): boolean {
  const range = parseIp(value);
  if (!range) return false;
  const key = keyOf(range);
  return list.some((entry) => {
    const other = parseIp(entry);
    return other !== null && keyOf(other) === key;
  });
}

/** Whether the list lets `ip` in: the address itself or a range that contains it. */
export function listAdmits(list: readonly string[], ip: string): boolean {
  const caller = parseIp(ip);
  if (!caller) return false;
  return list.some((entry) => {
    const range = parseIp(entry);
    return (
      range !== null &&
      range.version === caller.version &&
      range.prefix <= caller.prefix &&
      network(range) === network({ ...caller, prefix: range.prefix })
    );
  });
}

/** How an entry is stored: trimmed; IPv6 in lower case. */
export function normaliseIp(value: string): string {
  const trimmed = value.trim();
  return parseIp(trimmed)?.version === 6 ? trimmed.toLowerCase() : trimmed;
}
