import { i18n, type Messages } from '@lingui/core';
import { loadDesignSystemMessages } from '@ds/i18n';
import { loadJapaneseFont } from '@tokens/fontLoaders';
import type { Locale } from './locales';

type CatalogModule = { messages: Messages };

const consoleCatalogs: Record<Locale, () => Promise<CatalogModule>> = {
  ko: () => import('../locales/ko/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ja: () => import('../locales/ja/messages.po'),
  es: () => import('../locales/es/messages.po'),
};

/** Loads the design-system and console catalogs (and the locale's font) and makes the locale active. */
export async function activateLocale(locale: Locale): Promise<void> {
  const [designSystem, app] = await Promise.all([
    loadDesignSystemMessages(locale),
    consoleCatalogs[locale]().then((module) => module.messages),
    // The Japanese face's @font-face rules arrive with the Japanese catalog, never for other locales.
    locale === 'ja' ? loadJapaneseFont() : undefined,
  ]);
  i18n.load(locale, { ...designSystem, ...app });
  i18n.activate(locale);
}
