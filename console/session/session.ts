import type { RegionCode, SignInSession } from '@contract/schemas';
import { sharedCookieAttributes } from './cookieDomain';
import { CookieName, credentialCookies, sharedCookies, StorageKey } from './keys';
import { jsCookieJar, type CookieJar, type KeyValueStore } from './stores';
import { clearTenantValues } from './tenantValues';

// Checked by hand (the session runs at start-up; zod loads with the API layer). `satisfies` keeps
// the list equal to the schema's enum at compile time.
const regionCodes = { 'ap-northeast-1': true, 'us-east-1': true } satisfies Record<RegionCode, true>;
const isRegionCode = (value: string | null): value is RegionCode => value !== null && Object.hasOwn(regionCodes, value);

/**
 * The session: credentials in session storage, handed over from the shared cookies the sign-in
 * pages write (spec section 4). Pure apart from the injected stores.
 */

export interface Credentials {
  scpToken: string;
  userKey: string;
  /** Absent when neither store had a region. */
  scpRegion: string | null;
}

/**
 * - `signed-in`: session storage already holds the pair.
 * - `adopted`: only the cookies held it; copied to session storage, credential cookies cleared.
 * - `signed-out`: neither held it; everything was cleared.
 */
export type HandoffResult = 'signed-in' | 'adopted' | 'signed-out';

export interface SessionDeps {
  storage: KeyValueStore;
  cookies?: CookieJar;
  /** For the shared-cookie parent domain; defaults to `location.hostname`. */
  hostname?: string;
}

export interface Session {
  readonly storage: KeyValueStore;
  /** Credentials from session storage, or null without a complete token + user key pair. */
  read(): Credentials | null;
  /** Credentials from the shared cookies, or null without a complete pair. */
  readCookies(): Credentials | null;
  /** The stored region code, validated (unknown values are ignored). */
  regionCode(): RegionCode | null;
  /** The `locale` and `environment` cookies (preferences, left in place by the handoff). */
  localeCookie(): string | undefined;
  environmentCookie(): string | undefined;
  /** The load-time handoff. */
  handoff(): HandoffResult;
  /** Copies the cookie credentials to session storage and clears the credential cookies. */
  adoptCookies(): boolean;
  /** Stores a fresh sign-in (session storage; shared cookies for the other console pages). */
  store(signIn: SignInSession, options?: { shareCookies?: boolean }): void;
  /** Clears session storage keys, per-product tenant values and every shared cookie. */
  clear(): void;
}

function pair(
  token: string | null | undefined,
  userKey: string | null | undefined,
  region: string | null | undefined,
): Credentials | null {
  if (!token || !userKey) return null;
  return { scpToken: token, userKey, scpRegion: region || null };
}

export function createSession({ storage, cookies = jsCookieJar, hostname }: SessionDeps): Session {
  const host = hostname ?? globalThis.location?.hostname ?? '';
  const attributes = () => sharedCookieAttributes(host);

  const removeCookie = (name: string) => {
    const { domain, path } = attributes();
    cookies.remove(name, { path, ...(domain ? { domain } : {}) });
    // A host-only copy (written without a domain) would survive the domain removal.
    if (domain) cookies.remove(name, { path });
  };

  const session: Session = {
    storage,
    read: () =>
      pair(
        storage.getItem(StorageKey.scpToken),
        storage.getItem(StorageKey.userKey),
        storage.getItem(StorageKey.scpRegion),
      ),
    readCookies: () =>
      pair(cookies.get(CookieName.scpToken), cookies.get(CookieName.userKey), cookies.get(CookieName.scpRegion)),
    regionCode: () => {
      const stored = storage.getItem(StorageKey.scpRegion);
      return isRegionCode(stored) ? stored : null;
    },
    localeCookie: () => cookies.get(CookieName.locale),
    environmentCookie: () => cookies.get(CookieName.environment),
    adoptCookies: () => {
      const fromCookies = session.readCookies();
      if (!fromCookies) return false;
      storage.setItem(StorageKey.scpToken, fromCookies.scpToken);
      storage.setItem(StorageKey.userKey, fromCookies.userKey);
      if (fromCookies.scpRegion) storage.setItem(StorageKey.scpRegion, fromCookies.scpRegion);
      for (const name of credentialCookies) removeCookie(name);
      return true;
    },
    handoff: () => {
      if (session.read()) return 'signed-in';
      if (session.adoptCookies()) return 'adopted';
      session.clear();
      return 'signed-out';
    },
    store: (signIn, options = {}) => {
      storage.setItem(StorageKey.scpToken, signIn.scpToken);
      storage.setItem(StorageKey.userKey, signIn.userKey);
      storage.setItem(StorageKey.scpRegion, signIn.scpRegion);
      if (options.shareCookies) {
        const attrs = attributes();
        cookies.set(CookieName.scpToken, signIn.scpToken, attrs);
        cookies.set(CookieName.userKey, signIn.userKey, attrs);
        cookies.set(CookieName.scpRegion, signIn.scpRegion, attrs);
        cookies.set(CookieName.locale, signIn.locale, attrs);
      }
    },
    clear: () => {
      for (const key of Object.values(StorageKey)) storage.removeItem(key);
      clearTenantValues(storage);
      for (const name of sharedCookies) removeCookie(name);
    },
  };
  return session;
}
