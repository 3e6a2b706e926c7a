/**
 * English on a translated screen: a visible text equal to an English source string that the screen's language
 * translates (scripts/i18n/translatedSources.ts) was rendered outside Lingui, e.g. a server's English text or a
 * hard-coded label. Checked after every story in ko, ja and es.
 *
 * Text marked as another language on purpose (`lang="en"` on it or an ancestor, as a language picker's
 * "English") and code samples are not the screen's language and are skipped.
 */
export interface UntranslatedText {
  element: string;
  text: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The element's own text: its direct text nodes, so a label is compared without its children's text. */
function ownText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
  return collapse(text);
}

export function findUntranslatedText(translatedSources: ReadonlySet<string>, documentLanguage: string): UntranslatedText[] {
  const found: UntranslatedText[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const text = ownText(element);
    if (!text || !translatedSources.has(text)) continue;
    // Storybook's own UI (docs, error overlay) is not under test.
    if (element.closest('#storybook-docs, .sb-errordisplay, .sb-nopreview, code, kbd, samp, pre')) continue;
    const language = element.closest('[lang]')?.getAttribute('lang') ?? documentLanguage;
    if (language.split('-')[0] !== documentLanguage.split('-')[0]) continue;
    if (!element.checkVisibility()) continue;
    found.push({ element: `<${element.tagName.toLowerCase()}>`, text });
  }
  return found;
}
