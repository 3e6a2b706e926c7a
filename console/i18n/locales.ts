/** The four interface languages; Korean is the product default (spec section 1). */
export const locales = ['ko', 'en', 'ja', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';

/** BCP 47 tags for Intl and react-aria's I18nProvider. */
export const localeTags: Record<Locale, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  ja: 'ja-JP',
  es: 'es-ES',
};

/** Names shown in the language picker, each in its own language. */
export const localeNames: Record<Locale, string> = {
  ko: '한국어',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonyms are the same in every interface language
  en: 'English',
  ja: '日本語',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonyms are the same in every interface language
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The document language when the path has no known language segment (spec section 2). */
export const fallbackDocumentLanguage = 'en';
