import { describe, expect, it } from 'vitest';
import { consumeRedirectUrl, safeConsolePath, saveRedirectUrl } from './redirectUrl';
import { createMemoryStore } from './stores';

describe('redirectUrl safety', () => {
  it.each([
    '/ko/console/member',
    '/ko/console',
    '/en/console/account/contract/12?tab=detail',
    '/ja/console/product/netfunnel/dashboard#usage',
  ])('accepts %s', (path) => {
    expect(safeConsolePath(path)).toBe(path);
  });

  it.each([
    'https://evil.test',
    'https://evil.test/ko/console',
    '//evil.test',
    '//evil.test/ko/console',
    '/\\evil',
    '/\\evil.test/ko/console',
    '\\\\evil.test',
    '/ko/signin',
    '/ko/consoleevil',
    '/fr/console',
    'javascript:alert(1)',
    'JavaScript:alert(1)//ko/console',
    'ko/console',
    '/ko/console/../signin',
    '/ko/console/%2F%2Fevil.test',
    '/ko/console/%5Cevil',
    '/ko/console\t/x',
    '/ko/console\n//evil.test',
    '',
  ])('rejects %j', (path) => {
    expect(safeConsolePath(path)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeConsolePath(null)).toBeNull();
    expect(safeConsolePath(42)).toBeNull();
  });

  it('save refuses unsafe paths; consume returns once then forgets', () => {
    const storage = createMemoryStore();
    expect(saveRedirectUrl(storage, 'https://evil.test')).toBe(false);
    expect(storage.getItem('redirectUrl')).toBeNull();
    expect(saveRedirectUrl(storage, '/ko/console/member')).toBe(true);
    expect(consumeRedirectUrl(storage)).toBe('/ko/console/member');
    expect(consumeRedirectUrl(storage)).toBeNull();
  });

  it('consume ignores a tampered stored value', () => {
    const storage = createMemoryStore({ redirectUrl: '//evil.test' });
    expect(consumeRedirectUrl(storage)).toBeNull();
    expect(storage.getItem('redirectUrl')).toBeNull();
  });
});
