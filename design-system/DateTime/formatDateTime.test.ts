import { describe, expect, it } from 'vitest';
import { formatDateTime } from './DateTime';

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
