import { describe, expect, it } from 'vitest';
import { addDays, dayAt, effectiveRange, offsetToParam, paramToOffset, subtractYears } from './range';

describe('activity log range', () => {
  it('writes and reads UTC offsets', () => {
    expect(offsetToParam(540)).toBe('+09:00');
    expect(offsetToParam(-210)).toBe('-03:30');
    expect(offsetToParam(0)).toBe('+00:00');
    expect(paramToOffset('-03:30')).toBe(-210);
    expect(paramToOffset('9')).toBeNull();
  });

  it('reads the day in the chosen offset', () => {
    const instant = new Date('2026-11-16T20:00:00Z');
    expect(dayAt(instant, 0)).toBe('2026-11-16');
    expect(dayAt(instant, 540)).toBe('2026-11-17');
    expect(dayAt(new Date('2026-11-16T03:00:00Z'), -300)).toBe('2026-11-15');
  });

  it('moves days and years on the calendar', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(subtractYears('2028-02-29', 1)).toBe('2027-02-28');
    expect(subtractYears('2026-11-16', 1)).toBe('2025-11-16');
  });

  it('defaults to the last 30 days and refuses a start before the kept year', () => {
    expect(effectiveRange({}, '2026-11-16')).toEqual({
      from: '2026-10-18',
      to: '2026-11-16',
      earliest: '2025-11-16',
      today: '2026-11-16',
      tooOld: false,
    });
    expect(effectiveRange({ from: '2025-11-15', to: '2025-12-01' }, '2026-11-16').tooOld).toBe(true);
    expect(effectiveRange({ from: '2025-11-16', to: '2025-12-01' }, '2026-11-16').tooOld).toBe(false);
    // An end after today reads as today.
    expect(effectiveRange({ from: '2026-11-01', to: '2026-12-31' }, '2026-11-16').to).toBe('2026-11-16');
  });

  it('counts a preset period back from today, the last 12 months being the whole kept year', () => {
    expect(effectiveRange({ period: '30d' }, '2026-11-16')).toEqual(effectiveRange({}, '2026-11-16'));
    expect(effectiveRange({ period: '7d' }, '2026-11-16')).toMatchObject({ from: '2026-11-10', to: '2026-11-16' });
    expect(effectiveRange({ period: '90d' }, '2026-11-16')).toMatchObject({ from: '2026-08-19', to: '2026-11-16' });
    expect(effectiveRange({ period: '12m' }, '2026-11-16')).toMatchObject({ from: '2025-11-16', tooOld: false });
    // A custom range keeps its dates.
    expect(effectiveRange({ period: 'custom', from: '2026-09-01', to: '2026-09-30' }, '2026-11-16')).toMatchObject({
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });
});
