import { describe, expect, it } from 'vitest';
import { birthDateValid, brandOf, businessNumberFormatValid, businessNumberValid, cardNumberValid, cvcValid, parseExpiry } from './cards';

describe('card checks (spec section 3)', () => {
  it('takes 14 to 19 digits with a valid Luhn checksum, spaces ignored', () => {
    expect(cardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberValid('4242424242424241')).toBe(false);
    expect(cardNumberValid('4242424')).toBe(false);
  });

  it('reads MM/YY', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    for (const value of ['13/29', '00/29', '8/29', '0829']) expect(parseExpiry(value), value).toBeNull();
  });

  it('takes a CVC of 3 or 4 digits, and with the brand known, 4 for Amex and 3 for the others', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('1234')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('1234', brandOf('4242424242424242'))).toBe(false);
    expect(cvcValid('1234', brandOf('378282246310005'))).toBe(true);
    expect(cvcValid('123', 'AMEX')).toBe(false);
  });

  it('checks the birth date and the business number', () => {
    expect(birthDateValid('900131')).toBe(true);
    expect(birthDateValid('901301')).toBe(false);
    expect(businessNumberFormatValid('120-81-47521')).toBe(true);
    expect(businessNumberValid('1208147521')).toBe(true);
    expect(businessNumberValid('1234567890')).toBe(false);
  });
});
