import { i18n, type Messages } from '@lingui/core';
import { loadDesignSystemMessages } from '@ds/i18n';
import { loadJapaneseFont } from '@tokens/fontLoaders';
import { loadRegisteredCatalogs, type CatalogLoaders } from './catalogs';
import type { Locale } from './locales';

/** The console's core catalog (routes, API errors, toasts); pages and the shell bring their own. */
const coreCatalogs: CatalogLoaders = {
  ko: () => import('../locales/ko/messages.po'),
  en: () => import('../locales/en/messages.po'),
  ja: () => import('../locales/ja/messages.po'),
  es: () => import('../locales/es/messages.po'),
};

/**
 * Loads the design-system and core catalogs, every page catalog already registered (a language change
 * on an open page), and the locale's font, then makes the locale active.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadRegisteredCatalogs(locale, async () => {
    const [designSystem, core] = await Promise.all([
      loadDesignSystemMessages(locale),
      coreCatalogs[locale]().then((module): Messages => module.messages),
      // The Japanese face's @font-face rules arrive with the Japanese catalog, never for other locales.
      locale === 'ja' ? loadJapaneseFont() : undefined,
    ]);
    i18n.load(locale, { ...designSystem, ...core });
  });
  i18n.activate(locale);
}
