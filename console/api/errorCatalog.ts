import { registerCatalog, useCatalogReady } from '@console/i18n/catalogs';

/**
 * The strings of the API error catalogue (`errorMessages`, `contextMessages`), a catalog of their own: they load
 * with the API client (a failed call waits for them before it throws: client.ts) and with the pages that show them
 * (their folder's `useCatalog` waits too), not with every route. The generic message and the few a first load
 * needs (sign-in fields, service states) stay in the core catalog, in files of their own.
 */
export const errorCatalogReady = registerCatalog({
  ko: () => import('./locales/ko/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  es: () => import('./locales/es/messages.po'),
});

/** Suspends the calling component until the error catalogue's strings are in (only while they first download). */
export function useErrorCatalog(): void {
  useCatalogReady(errorCatalogReady);
}
