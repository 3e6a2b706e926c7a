import { describe, expect, it } from 'vitest';
import { formatMoney } from './Money';

/** Intl separates the code from the digits with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes the ISO code in every locale, never "$" or "US$"', () => {
    expect(plain(formatMoney(1200, 'ko'))).toBe('USD 1,200.00');
    expect(plain(formatMoney(1200, 'ja'))).toBe('USD 1,200.00');
    expect(plain(formatMoney(1200, 'en'))).toBe('USD 1,200.00');
    expect(plain(formatMoney(1200, 'es'))).toBe('1200,00 USD');
    expect(plain(formatMoney(12000, 'es'))).toBe('12.000,00 USD');
  });
  it("keeps the sign and the currency's own decimals", () => {
    expect(plain(formatMoney(-120, 'en'))).toBe('-USD 120.00');
    expect(plain(formatMoney(1200000, 'ko', 'KRW'))).toBe('KRW 1,200,000');
  });
});
