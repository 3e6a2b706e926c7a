import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { glob } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const locales = ['ko', 'en', 'ja', 'es'] as const;

/**
 * Lingui merges every loaded catalog into one message table, so a message id translated two ways in two folder
 * catalogs shows whichever loaded last: the same screen would read differently depending on the route the
 * user came from (and a screenshot would flip between runs).
 */
describe('folder catalogs agree', () => {
  it.each(locales)('%s: a message translated in several catalogs has one translation', async (locale) => {
    const translations = new Map<string, Map<string, string[]>>();
    for await (const path of glob(`{design-system,console,mocks}/**/locales/${locale}/messages.po`, { cwd: root, exclude: (name) => name === 'node_modules' })) {
      for (const item of parsePoFile(readFileSync(`${root}${path}`, 'utf8')).items) {
        if (!item.msgid || item.obsolete) continue;
        const key = item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid;
        const byTranslation = translations.get(key) ?? new Map<string, string[]>();
        const translation = item.msgstr.join('');
        byTranslation.set(translation, [...(byTranslation.get(translation) ?? []), relative(root, `${root}${path}`)]);
        translations.set(key, byTranslation);
      }
    }
    const conflicts = [...translations].filter(([, byTranslation]) => byTranslation.size > 1).map(([id, byTranslation]) => ({ id, translations: Object.fromEntries(byTranslation) }));
    expect(translations.size).toBeGreaterThan(100);
    expect(conflicts).toEqual([]);
  });
});
