import { describe, expect, it } from 'vitest';
import { parseCatalog, translatedEnglishSources } from './translatedSources.ts';

describe('parseCatalog', () => {
  it('reads sources and translations, continued lines and escapes included', () => {
    const text = [
      'msgid ""',
      'msgstr ""',
      '"Language: ko\\n"',
      '',
      '#: console/a.tsx',
      'msgid "Save"',
      'msgstr "저장"',
      '',
      'msgctxt "verb"',
      'msgid ""',
      '"Say \\"hi\\" "',
      '"twice"',
      'msgstr ""',
    ].join('\n');
    expect(parseCatalog(text)).toEqual([
      { source: 'Save', translation: '저장' },
      { source: 'Say "hi" twice', translation: '' },
    ]);
  });
});

describe('translatedEnglishSources', () => {
  it('lists English sources a language translates, without placeholders or strings kept as they are', () => {
    const korean = translatedEnglishSources('ko');
    expect(korean).toContain('Account information');
    expect(korean.some((source) => /[{<]/.test(source))).toBe(false);
    // Spanish writes "Error" as English does: never a sign of a missed translation.
    expect(translatedEnglishSources('es')).not.toContain('Error');
  });
});
