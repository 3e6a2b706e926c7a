/**
 * The language of the text the mock server owns. Operations marked `lang: true` in the contract carry a `lang`
 * header (spec section 7); the handler words its texts in that language, from the per-language tables beside this
 * file. The mock world cannot use the console's catalogs (mocks/ imports only contract/), so, like a real server,
 * it keeps its own.
 */
import { languageCodeSchema, type LanguageCode, type PlanCode, type ProductCode } from '@contract/schemas/common';

export type TextLanguage = LanguageCode;

/** What a request without a `lang` header, or with a language the server does not speak, is answered in. */
export const FALLBACK_LANGUAGE: TextLanguage = 'en';

/** One entry per language the server speaks: a table that misses one does not compile. */
export type PerLanguage<T> = Readonly<Record<TextLanguage, T>>;

/** A language tag (`ko`, `ja-JP`...) as a language the server speaks, else English. */
export function textLanguage(tag: string | null | undefined): TextLanguage {
  const parsed = languageCodeSchema.safeParse((tag ?? '').trim().toLowerCase().split('-')[0]);
  return parsed.success ? parsed.data : FALLBACK_LANGUAGE;
}

/** The language of the request's `lang` header. */
export function requestLanguage(request: Request): TextLanguage {
  return textLanguage(request.headers.get('lang'));
}

/** A list of names or addresses as the language writes one ("a, b and c", "a、b、c"). */
export function listOf(items: readonly string[], language: TextLanguage): string {
  return new Intl.ListFormat(language, { type: 'conjunction', style: 'long' }).format(items);
}

/** The world's names a text may quote: products as they are, plans in the text's language (plans.ts). */
export interface TextNames {
  product(code: ProductCode): string;
  plan(code: PlanCode): string;
}

/** A weekday's name (`Date#getUTCDay`: 0 = Sunday) in the language. */
export function weekdayName(weekday: number, language: TextLanguage): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday));
}
