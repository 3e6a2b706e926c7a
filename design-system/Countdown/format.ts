/**
 * Time formats for a countdown in the active locale: digital ("0:59", "12:05", "1:00:00") for the
 * screen and long ("59 seconds", "1 minute, 5 seconds") for announcements. Intl.DurationFormat gives the
 * locale's separator and words; the leading unit is not zero-padded ("0:59", not "00:59").
 */

interface DurationParts {
  hours?: number;
  minutes?: number;
  seconds?: number;
}

interface DurationFormatOptions {
  style?: 'long' | 'short' | 'narrow' | 'digital';
  hoursDisplay?: 'auto' | 'always';
  minutesDisplay?: 'auto' | 'always';
  secondsDisplay?: 'auto' | 'always';
}

interface DurationFormatInstance {
  format(duration: DurationParts): string;
  formatToParts(duration: DurationParts): { type: string; value: string; unit?: string }[];
}

// Intl.DurationFormat is in every browser the console supports, but not in the project's ES2023 lib types.
const DurationFormat = (Intl as unknown as { DurationFormat: new (locale: string, options: DurationFormatOptions) => DurationFormatInstance })
  .DurationFormat;

function split(totalSeconds: number): Required<DurationParts> {
  const whole = Math.max(0, Math.ceil(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

export function formatDigital(locale: string, totalSeconds: number): string {
  const { hours, minutes, seconds } = split(totalSeconds);
  const parts = new DurationFormat(locale, { style: 'digital', hoursDisplay: 'auto' }).formatToParts({
    hours,
    minutes,
    seconds,
  });
  const leading = new Intl.NumberFormat(locale, { useGrouping: false });
  let isFirstNumber = true;
  return parts
    .map((part) => {
      if (part.type !== 'integer' || !isFirstNumber) return part.value;
      isFirstNumber = false;
      // The first unit without padding: "0:59", "1:00:00".
      return leading.format(Number.parseInt(part.value, 10));
    })
    .join('');
}

export function formatLong(locale: string, totalSeconds: number): string {
  const { hours, minutes, seconds } = split(totalSeconds);
  // Zero units are left out ("1 minute"); at the very end it says "0 seconds".
  const display = hours + minutes + seconds === 0 ? 'always' : 'auto';
  return new DurationFormat(locale, { style: 'long', secondsDisplay: display }).format({ hours, minutes, seconds });
}
