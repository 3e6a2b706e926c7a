import { describe, expect, it } from 'vitest';
import { formatDigital, formatLong } from './format';

describe('countdown formats', () => {
  it('writes the time digitally without padding the first unit', () => {
    for (const locale of ['ko-KR', 'en-US', 'ja-JP', 'es-ES']) {
      expect(formatDigital(locale, 59)).toBe('0:59');
      expect(formatDigital(locale, 605)).toBe('10:05');
      expect(formatDigital(locale, 3600)).toBe('1:00:00');
      expect(formatDigital(locale, 0)).toBe('0:00');
    }
  });

  it('rounds a fraction of a second up, so 0:00 appears only at the end', () => {
    expect(formatDigital('en-US', 58.2)).toBe('0:59');
    expect(formatDigital('en-US', 0.1)).toBe('0:01');
    expect(formatDigital('en-US', -3)).toBe('0:00');
  });

  it('spells the time out in words of each language for announcements', () => {
    expect(formatLong('en-US', 65)).toBe('1 minute, 5 seconds');
    expect(formatLong('es-ES', 65)).toBe('1 minuto y 5 segundos');
    expect(formatLong('ko-KR', 30)).toBe('30초');
    expect(formatLong('ja-JP', 60)).toBe('1 分');
    expect(formatLong('en-US', 0)).toBe('0 seconds');
  });
});
