export { createSession, type Credentials, type HandoffResult, type Session, type SessionDeps } from './session';
export { createMemoryCookieJar, type MemoryCookie } from './memoryCookieJar';
export { createMemoryStore, jsCookieJar, type CookieAttributes, type CookieJar, type KeyValueStore } from './stores';
export { sharedCookieAttributes, sharedCookieDomain } from './cookieDomain';
export { CookieName, StorageKey, credentialCookies, sharedCookies, tenantStorageKey } from './keys';
export { consumeRedirectUrl, safeConsolePath, saveRedirectUrl } from './redirectUrl';
export {
  enqueueInitialToast,
  takeInitialToasts,
  toToastRecord,
  toastTypes,
  type ToastBody,
  type ToastRecord,
  type ToastType,
} from './initialToasts';
export { clearTenantValues, readTenantValues, storeTenantValues, type StoredTenant } from './tenantValues';
