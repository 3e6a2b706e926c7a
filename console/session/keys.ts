/** Names of the shared cookies and session-storage keys (spec section 3). */

/** Cookies shared with the sign-in pages on the parent domain. */
export const CookieName = {
  scpToken: 'scpToken',
  userKey: 'userKey',
  scpRegion: 'scpRegion',
  locale: 'locale',
  environment: 'environment',
} as const;

/** The credential cookies, copied into session storage by the handoff and then cleared. */
export const credentialCookies = [CookieName.scpToken, CookieName.userKey, CookieName.scpRegion] as const;
export const sharedCookies = Object.values(CookieName);

export const StorageKey = {
  scpToken: 'scpToken',
  userKey: 'userKey',
  scpRegion: 'scpRegion',
  isMemberGuideRender: 'isMemberGuideRender',
  redirectUrl: 'redirectUrl',
  initialToasts: 'INITIAL_TOASTS',
} as const;

/** Per-product tenant values (tenant id, product code, status, isMoveable, client id). */
export const tenantStorageKey = (productCode: string) => `tenant.${productCode}`;
export const tenantStoragePrefix = 'tenant.';
