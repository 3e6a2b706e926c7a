import type { Locale } from '@console/i18n/locales';

export type LegalDocument = 'terms' | 'privacy' | 'cookie';

/** Languages the legal documents exist in; Japanese and Spanish read the English ones (spec section 2). */
const documentLanguages: Record<Locale, 'ko' | 'en'> = { ko: 'ko', en: 'en', ja: 'en', es: 'en' };

/**
 * Where a legal document lives, in the language it exists in. The host and paths are a contract gap
 * (docs/decisions.md): the public site's `/legal/{document}?lang=`.
 */
export function legalDocumentUrl(document: LegalDocument, locale: Locale): string {
  return `https://www.example.com/legal/${document}?lang=${documentLanguages[locale]}`;
}
