import { i18n, type Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

// The panel's strings in all four languages at once: it is dev-only (never in a production build), and
// mocks/ may not use the console's catalog registry (console/i18n/catalogs.ts). Lingui merges them into
// whatever the app loads for each locale.
const catalogs: Array<[string, () => Promise<CatalogModule>]> = [
  ['ko', () => import('./locales/ko/messages.po')],
  ['en', () => import('./locales/en/messages.po')],
  ['ja', () => import('./locales/ja/messages.po')],
  ['es', () => import('./locales/es/messages.po')],
];
void Promise.all(
  catalogs.map(([locale, load]) => load().then((module) => i18n.load(locale, { ...module.messages }))),
);
