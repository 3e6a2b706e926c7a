import { describe, expect, it } from 'vitest';
import { detectLocale, languageStorageKey } from './detect';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === languageStorageKey ? value : null) });

describe('detectLocale', () => {
  it('prefers local storage over every other source', () => {
    expect(detectLocale({ storage: storage('ja'), pathname: '/es/console', browserLanguages: ['en-US'] })).toBe('ja');
  });
  it('falls back to the path segment, then the browser, the query string and the html tag', () => {
    expect(detectLocale({ storage: storage(null), pathname: '/es/console', browserLanguages: ['en-US'] })).toBe('es');
    expect(detectLocale({ pathname: '/xx/console', browserLanguages: ['fr-FR', 'ja-JP'] })).toBe('ja');
    expect(detectLocale({ pathname: '/', browserLanguages: ['fr'], search: '?lng=en' })).toBe('en');
    expect(detectLocale({ pathname: '/', htmlLang: 'es-ES' })).toBe('es');
  });
  it('ignores unsupported stored values and defaults to Korean', () => {
    expect(detectLocale({ storage: storage('de'), pathname: '/' })).toBe('ko');
    expect(detectLocale({})).toBe('ko');
  });
  it('accepts region-qualified tags such as ko-KR', () => {
    expect(detectLocale({ storage: storage('ko-KR') })).toBe('ko');
  });
});
