import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCount, numberFormat } from './formatters';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, a new one otherwise', () => {
    expect(numberFormat('ko', { style: 'currency', currency: 'USD' })).toBe(numberFormat('ko', { style: 'currency', currency: 'USD' }));
    expect(numberFormat('ko', { style: 'currency', currency: 'USD' })).not.toBe(numberFormat('en', { style: 'currency', currency: 'USD' }));
    expect(numberFormat('ko')).not.toBe(numberFormat('ko', { useGrouping: false }));
    expect(dateTimeFormat('es', { dateStyle: 'medium' })).toBe(dateTimeFormat('es', { dateStyle: 'medium' }));
    expect(dateTimeFormat('es', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }));
  });

  it('formats like a formatter made on the spot', () => {
    const instant = new Date('2026-11-27T09:30:00Z');
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' };
    expect(dateTimeFormat('ja', options).format(instant)).toBe(new Intl.DateTimeFormat('ja', options).format(instant));
    expect(numberFormat('es', { style: 'currency', currency: 'USD' }).format(2588.34)).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(2588.34),
    );
  });
});

describe('formatCount', () => {
  it('groups digits as the locale does', () => {
    expect(formatCount(20000, 'ko')).toBe('20,000');
    expect(formatCount(20000, 'es')).toBe('20.000');
    expect(formatCount(1000, 'es')).toBe('1000');
  });
});
