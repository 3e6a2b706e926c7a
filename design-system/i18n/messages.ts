import type { Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

/**
 * The design system's own catalog, loaded on demand so each language is its own chunk.
 * The app merges it with its catalog; the design system never activates a locale itself.
 */
const catalogs: Record<string, () => Promise<CatalogModule>> = {
  ko: () => import('../locales/ko/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ja: () => import('../locales/ja/messages.po'),
  es: () => import('../locales/es/messages.po'),
};

export async function loadDesignSystemMessages(locale: string): Promise<Messages> {
  const load = catalogs[locale];
  if (!load) throw new Error(`No design-system catalog for locale "${locale}"`);
  return (await load()).messages;
}
