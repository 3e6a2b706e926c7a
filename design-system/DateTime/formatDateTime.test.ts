import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDateTime } from './DateTime';

const instant = '2026-12-05T00:30:00Z';

describe('formatDateTime', () => {
  it('formats in the locale', () => {
    expect(formatDateTime(instant, 'en-US', 'date', 'UTC')).toBe('Dec 5, 2026');
    expect(formatDateTime(instant, 'ko-KR', 'date', 'UTC')).toBe('2026. 12. 5.');
  });
  it('names the zone when a time is shown in a fixed zone', () => {
    expect(formatDateTime(instant, 'en-US', 'dateTime', 'UTC')).toMatch(/Dec 5, 2026.*12:30.*UTC/);
  });
  it('shows the instant in the given zone (the date can change)', () => {
    expect(formatDateTime(instant, 'en-US', 'date', 'America/New_York')).toBe('Dec 4, 2026');
  });
});

describe('formatDateRange', () => {
  it('writes a span of days in the date style, the shared month and year once', () => {
    const start = '2026-11-01T00:00:00Z';
    const end = '2026-11-30T00:00:00Z';
    expect(formatDateRange(start, end, 'en-US', 'UTC')).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(new Date(start), new Date(end)));
    expect(formatDateRange(start, end, 'en-US', 'UTC')).toMatch(/^Nov 1\s.\s30, 2026$/);
  });
});

describe('month', () => {
  it("is the month's name, with no zone written", () => {
    expect(formatDateTime('2000-03-01T00:00:00Z', 'es', 'month', 'UTC')).toBe('marzo');
    expect(formatDateTime('2000-03-01T00:00:00Z', 'ko', 'month', 'UTC')).toBe('3월');
  });
});
