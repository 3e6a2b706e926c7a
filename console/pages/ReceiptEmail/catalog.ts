import { useDesignSystemCatalog } from '@console/i18n/designSystemCatalog';
import { useErrorCatalog } from '@console/api/errorCatalog';
import { registerCatalog, useCatalogReady } from '@console/i18n/catalogs';

// This folder's strings, downloaded with its code rather than with every route (console/i18n/catalogs.ts).
const ready = registerCatalog({
  ko: () => import('./locales/ko/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  es: () => import('./locales/es/messages.po'),
});

/** Suspends a component of this folder until the strings are in (only while they are first downloading). */
export function useCatalog(): void {
  useCatalogReady(ready);
  // The folder shows messages of the API error catalogue, which has a catalog of its own.
  useErrorCatalog();
  // The folder shows design-system components whose strings are in the components catalog.
  useDesignSystemCatalog();
}
