import type { CookieAttributes, CookieJar } from './stores';

export interface MemoryCookie {
  value: string;
  attributes: CookieAttributes;
}

/** An in-memory CookieJar that keeps attributes (tests and stories). Keyed by name + domain. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & {
  readonly cookies: Map<string, MemoryCookie>;
} {
  const cookies = new Map<string, MemoryCookie>(
    Object.entries(initial).map(([name, value]) => [`${name}|`, { value, attributes: { path: '/' } }]),
  );
  return {
    cookies,
    get: (name) => {
      for (const [key, cookie] of cookies) if (key.split('|')[0] === name) return cookie.value;
      return undefined;
    },
    set: (name, value, attributes) => {
      cookies.set(`${name}|${attributes.domain ?? ''}`, { value, attributes });
    },
    remove: (name, attributes) => {
      cookies.delete(`${name}|${attributes.domain ?? ''}`);
    },
  };
}
