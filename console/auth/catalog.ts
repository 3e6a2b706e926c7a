import { registerCatalog, useCatalogReady } from '@console/i18n/catalogs';

// The sign-in, sign-up, password and mail-link pages' strings, downloaded with the domain's first page rather than with every route (console/i18n/catalogs.ts).
const ready = registerCatalog({
  ko: () => import('./locales/ko/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  es: () => import('./locales/es/messages.po'),
});

/** Suspends a component of this domain until its strings are in (only while they are first downloading). */
export function useCatalog(): void {
  useCatalogReady(ready);
}
