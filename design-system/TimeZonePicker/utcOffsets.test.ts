import { describe, expect, it } from 'vitest';
import { describeUtcOffset, formatUtcOffset, nearestUtcOffset, utcOffsets } from './utcOffsets';

describe('utcOffsets', () => {
  it('runs from UTC-12:00 to UTC+14:00 in order, without gaps in whole hours', () => {
    const minutes = utcOffsets.map((entry) => entry.minutes);
    expect(minutes[0]).toBe(-720);
    expect(minutes.at(-1)).toBe(840);
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
    for (let hour = -12; hour <= 14; hour += 1) expect(minutes).toContain(hour * 60);
    expect(minutes).toContain(330); // India
    expect(minutes).toContain(345); // Nepal
    expect(minutes).toContain(-210); // Newfoundland
  });
});

describe('formatUtcOffset', () => {
  it('writes sign, two-digit hours and minutes', () => {
    expect(formatUtcOffset(540, 'ko-KR')).toBe('UTC+09:00');
    expect(formatUtcOffset(-210, 'es-ES')).toBe('UTC-03:30');
    expect(formatUtcOffset(0, 'ja-JP')).toBe('UTC+00:00');
    expect(formatUtcOffset(-720, 'en-US')).toBe('UTC-12:00');
  });
});

describe('describeUtcOffset', () => {
  const seoulTokyo = utcOffsets.find((entry) => entry.minutes === 540);

  it('names the zones in the locale', () => {
    if (!seoulTokyo) throw new Error('UTC+09:00 missing');
    expect(describeUtcOffset(seoulTokyo, 'en-US')).toMatch(/Korean.*Japan/);
    expect(describeUtcOffset(seoulTokyo, 'ko-KR')).toMatch(/대한민국|한국/);
    expect(describeUtcOffset(seoulTokyo, 'ja-JP')).toMatch(/日本/);
    expect(describeUtcOffset(seoulTokyo, 'es-ES')).toMatch(/Corea/);
  });

  it('is empty when no zone has a name', () => {
    expect(describeUtcOffset({ minutes: -720, zones: [] }, 'en-US')).toBe('');
  });
});

describe('nearestUtcOffset', () => {
  it('snaps to a listed offset', () => {
    expect(nearestUtcOffset(540)).toBe(540);
    expect(nearestUtcOffset(-1000)).toBe(-720);
    expect(nearestUtcOffset(335)).toBe(330);
  });
});
