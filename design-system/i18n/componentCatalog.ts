import type { Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

/**
 * The strings of the components outside `essentialComponents` (./essentials.ts): form controls, collections,
 * date pickers, status labels... One chunk per language. The app loads them with the pages that show those
 * components; Storybook loads them for every story.
 */
export const componentCatalogLoaders: Record<'ko' | 'en' | 'ja' | 'es', () => Promise<CatalogModule>> = {
  ko: () => import('./locales/ko/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  es: () => import('./locales/es/messages.po'),
};
