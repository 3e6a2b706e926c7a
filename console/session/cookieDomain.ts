/**
 * The parent domain the shared cookies are written to (spec: "secure, path '/', 1 day, parent
 * domain"): `console.example.com` -> `example.com`. No domain attribute (host-only cookie) for
 * localhost, IP addresses and single labels. A registrable domain under a two-level public suffix
 * (`example.co.kr`) is kept as it is.
 */
const twoLevelSuffixes = new Set([
  'co.kr', 'or.kr', 'ne.kr', 'go.kr', 'ac.kr',
  'co.jp', 'ne.jp', 'or.jp', 'ac.jp',
  'com.es', 'org.es', 'co.uk', 'org.uk', 'com.au', 'com.br', 'com.mx',
]);

export function sharedCookieDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  if (labels.length === 2) return host;
  const parent = labels.slice(1).join('.');
  return twoLevelSuffixes.has(parent) ? host : parent;
}

export function sharedCookieAttributes(hostname: string) {
  const domain = sharedCookieDomain(hostname);
  return { secure: true, path: '/', expires: 1, ...(domain ? { domain } : {}) };
}
