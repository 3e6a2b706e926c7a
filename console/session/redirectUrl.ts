import { locales } from '@console/i18n/locales';
import { StorageKey } from './keys';
import type { KeyValueStore } from './stores';

/**
 * The redirect URL saved before sign-in and followed once tenant usage loads. It is followed only
 * when it is a path inside the console: `/{locale}/console[/...]` on the same origin. Anything with
 * a scheme, a protocol-relative `//`, backslashes, control characters or encoded slashes is refused.
 */
const consolePath = new RegExp(`^/(${locales.join('|')})/console(/|$)`);
const placeholderOrigin = 'https://console.invalid';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeConsolePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Backslashes become slashes in browsers' URL parsing (`/\evil.test`); control chars and spaces hide tricks.
  if (/[\\\s]/.test(candidate) || hasControlCharacter(candidate)) return null;
  // Encoded slashes or backslashes ("%2f", "%5c") and dot segments can rewrite the path after decoding.
  if (/%(2f|5c)/i.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, placeholderOrigin);
  } catch {
    return null;
  }
  if (url.origin !== placeholderOrigin) return null;
  if (!consolePath.test(url.pathname)) return null;
  const normalized = `${url.pathname}${url.search}${url.hash}`;
  // A path that normalises differently (dot segments) is not followed.
  return normalized === candidate ? normalized : null;
}

export function saveRedirectUrl(storage: KeyValueStore, path: string): boolean {
  const safe = safeConsolePath(path);
  if (safe === null) return false;
  storage.setItem(StorageKey.redirectUrl, safe);
  return true;
}

/** Returns the saved path once (then removes it), or null when none or unsafe. */
export function consumeRedirectUrl(storage: KeyValueStore): string | null {
  const raw = storage.getItem(StorageKey.redirectUrl);
  storage.removeItem(StorageKey.redirectUrl);
  return safeConsolePath(raw);
}
