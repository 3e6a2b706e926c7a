import { defaultLocale, isLocale, type Locale } from './locales';

/** Local-storage key under which the chosen language is cached (spec section 1). */
export const languageStorageKey = 'language';

export interface LocaleSources {
  storage?: Pick<Storage, 'getItem'> | undefined;
  pathname?: string | undefined;
  browserLanguages?: readonly string[] | undefined;
  search?: string | undefined;
  htmlLang?: string | undefined;
}

const fromTag = (tag: string | null | undefined): Locale | undefined => {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
};

/**
 * Detects the interface language in the spec's order: local storage, path, browser,
 * query string, html tag; Korean when none of them names a supported language.
 */
export function detectLocale(sources: LocaleSources): Locale {
  const candidates: Array<() => Locale | undefined> = [
    () => fromTag(sources.storage?.getItem(languageStorageKey)),
    () => fromTag(sources.pathname?.split('/')[1]),
    () => sources.browserLanguages?.map(fromTag).find((locale) => locale !== undefined),
    () => fromTag(new URLSearchParams(sources.search ?? '').get('lng')),
    () => fromTag(sources.htmlLang),
  ];
  for (const candidate of candidates) {
    const locale = candidate();
    if (locale) return locale;
  }
  return defaultLocale;
}

/** The browser's own sources, read at call time. */
export function detectBrowserLocale(): Locale {
  return detectLocale({
    storage: window.localStorage,
    pathname: window.location.pathname,
    browserLanguages: window.navigator.languages,
    search: window.location.search,
    htmlLang: document.documentElement.lang,
  });
}
