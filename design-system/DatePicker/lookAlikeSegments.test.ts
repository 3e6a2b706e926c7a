import { describe, expect, it } from 'vitest';
import { lookAlikeSegments, parseIsoDay, toIsoDay } from './lookAlikeSegments';

const placeholders = { year: 'yyyy', month: 'mm', day: 'dd' };
const june1 = { year: 2025, month: 6, day: 1 };
const texts = (locale: string, value = june1) => lookAlikeSegments(value, june1, locale, placeholders).map((segment) => segment.text).join('');

describe('lookAlikeSegments', () => {
  it('lays a day out in each console locale as the working date field does', () => {
    expect(texts('en-US')).toBe('6/1/2025');
    expect(texts('ko-KR')).toBe('2025. 6. 1.');
    expect(texts('ja-JP')).toBe('2025/6/1');
    expect(texts('es-ES')).toBe('1/6/2025');
  });

  it('gives each number its limits and a month its name for screen readers', () => {
    const [month, , day, , year] = lookAlikeSegments({ year: 2024, month: 2, day: 9 }, june1, 'en-US', placeholders);
    expect(month).toMatchObject({ type: 'month', value: 2, valueText: '2 – February', minValue: 1, maxValue: 12 });
    expect(day).toMatchObject({ type: 'day', value: 9, valueText: '9', maxValue: 31 });
    expect(year).toMatchObject({ type: 'year', value: 2024, maxValue: 9999 });
  });

  it('shows placeholders without values when the field is empty', () => {
    const segments = lookAlikeSegments(undefined, june1, 'en-US', placeholders);
    expect(segments.map((segment) => segment.text).join('')).toBe('mm/dd/yyyy');
    expect(segments.filter((segment) => segment.isPlaceholder)).toHaveLength(3);
    expect(segments.every((segment) => segment.value === undefined && segment.valueText === '')).toBe(true);
  });
});

describe('ISO days', () => {
  it('reads and writes YYYY-MM-DD, and refuses anything else', () => {
    expect(parseIsoDay('2026-11-27')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(toIsoDay({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(parseIsoDay('27/11/2026')).toBeUndefined();
  });
});
