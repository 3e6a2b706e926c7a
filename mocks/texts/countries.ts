/**
 * Country names in the request's language. The world keeps ISO 3166 codes only; the names come from CLDR through
 * `Intl.DisplayNames`, which is what a real server would use, so every language is complete by construction.
 */
import type { TextLanguage } from './language';

const namers = new Map<TextLanguage, Intl.DisplayNames>();

export function countryName(code: string, language: TextLanguage): string {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  return namer.of(code) ?? code;
}
