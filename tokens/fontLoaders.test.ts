import { describe, expect, it, vi } from 'vitest';
import { preloadInterfaceFaces } from './fontLoaders';

function fakeFonts() {
  return { load: vi.fn(async () => []) };
}

describe('preloadInterfaceFaces', () => {
  it('starts the Latin and Hangul faces for Korean', () => {
    const fonts = fakeFonts();
    preloadInterfaceFaces('ko', fonts);
    expect(fonts.load.mock.calls).toEqual([
      ['1em "Inter Variable"', 'A'],
      ['1em "Pretendard Variable"', '가'],
    ]);
  });

  it('starts only the Latin face for the other languages', () => {
    const fonts = fakeFonts();
    preloadInterfaceFaces('es', fonts);
    expect(fonts.load.mock.calls).toEqual([['1em "Inter Variable"', 'A']]);
  });

  it('ignores a face that fails to load (the stack falls back)', async () => {
    const fonts = { load: vi.fn(() => Promise.reject(new Error('network'))) };
    expect(() => preloadInterfaceFaces('ko', fonts)).not.toThrow();
    await Promise.resolve();
  });

  it('does nothing without a font set (no document)', () => {
    expect(() => preloadInterfaceFaces('ko', undefined)).not.toThrow();
  });
});
