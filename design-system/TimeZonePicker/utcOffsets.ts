/* eslint-disable lingui/no-unlocalized-strings -- IANA time-zone identifiers: data passed to Intl, never shown */
/**
 * UTC offsets in use around the world, from UTC-12:00 to UTC+14:00, each with representative IANA
 * time zones whose localized names tell people which offset is theirs. Data, not UI strings: names
 * come from `Intl` in the active locale.
 */
export interface UtcOffsetEntry {
  /** Minutes east of UTC (UTC+09:00 is 540, UTC-03:30 is -210). */
  minutes: number;
  /** IANA zones on this offset (standard time), most familiar first. */
  zones: readonly string[];
}

const h = (hours: number, minutes = 0) => Math.sign(hours || 1) * (Math.abs(hours) * 60 + minutes);

export const utcOffsets: readonly UtcOffsetEntry[] = [
  { minutes: h(-12), zones: [] },
  { minutes: h(-11), zones: ['Pacific/Pago_Pago'] },
  { minutes: h(-10), zones: ['Pacific/Honolulu'] },
  { minutes: h(-9, 30), zones: ['Pacific/Marquesas'] },
  { minutes: h(-9), zones: ['America/Anchorage'] },
  { minutes: h(-8), zones: ['America/Los_Angeles'] },
  { minutes: h(-7), zones: ['America/Denver'] },
  { minutes: h(-6), zones: ['America/Chicago'] },
  { minutes: h(-5), zones: ['America/New_York', 'America/Bogota'] },
  { minutes: h(-4), zones: ['America/Halifax', 'America/Caracas'] },
  { minutes: h(-3, 30), zones: ['America/St_Johns'] },
  { minutes: h(-3), zones: ['America/Sao_Paulo', 'America/Argentina/Buenos_Aires'] },
  { minutes: h(-2), zones: ['America/Noronha'] },
  { minutes: h(-1), zones: ['Atlantic/Azores'] },
  { minutes: 0, zones: ['Europe/London'] },
  { minutes: h(1), zones: ['Europe/Paris', 'Africa/Lagos'] },
  { minutes: h(2), zones: ['Europe/Athens', 'Africa/Cairo'] },
  { minutes: h(3), zones: ['Europe/Moscow', 'Asia/Riyadh'] },
  { minutes: h(3, 30), zones: ['Asia/Tehran'] },
  { minutes: h(4), zones: ['Asia/Dubai'] },
  { minutes: h(4, 30), zones: ['Asia/Kabul'] },
  { minutes: h(5), zones: ['Asia/Karachi'] },
  { minutes: h(5, 30), zones: ['Asia/Kolkata'] },
  { minutes: h(5, 45), zones: ['Asia/Kathmandu'] },
  { minutes: h(6), zones: ['Asia/Dhaka'] },
  { minutes: h(6, 30), zones: ['Asia/Yangon'] },
  { minutes: h(7), zones: ['Asia/Bangkok', 'Asia/Jakarta'] },
  { minutes: h(8), zones: ['Asia/Shanghai', 'Asia/Singapore'] },
  { minutes: h(8, 45), zones: ['Australia/Eucla'] },
  { minutes: h(9), zones: ['Asia/Seoul', 'Asia/Tokyo'] },
  { minutes: h(9, 30), zones: ['Australia/Darwin'] },
  { minutes: h(10), zones: ['Australia/Brisbane'] },
  { minutes: h(10, 30), zones: ['Australia/Lord_Howe'] },
  { minutes: h(11), zones: ['Pacific/Noumea'] },
  { minutes: h(12), zones: ['Pacific/Auckland', 'Pacific/Fiji'] },
  { minutes: h(12, 45), zones: ['Pacific/Chatham'] },
  { minutes: h(13), zones: ['Pacific/Tongatapu'] },
  { minutes: h(14), zones: ['Pacific/Kiritimati'] },
];

/** "UTC+09:00", "UTC-03:30", "UTC+00:00", with the locale's digits. */
export function formatUtcOffset(minutes: number, locale: string): string {
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `UTC${sign}${two.format(Math.floor(absolute / 60))}:${two.format(absolute % 60)}`;
}

/** A January date: the zones above are read in standard time (no daylight-saving names). */
const reference = new Date(Date.UTC(2025, 0, 15, 12));

/**
 * Localized generic names of an offset's zones ("Korean Time, Japan Time"), joined the locale's way;
 * '' when `Intl` has no name for them.
 */
export function describeUtcOffset(entry: UtcOffsetEntry, locale: string): string {
  const names: string[] = [];
  for (const timeZone of entry.zones) {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(reference)
      .find((item) => item.type === 'timeZoneName')?.value;
    // Without locale data Intl falls back to "GMT+9": that says nothing the label does not.
    if (part && !/^(GMT|UTC)([+-−]|$)/.test(part) && !names.includes(part)) names.push(part);
  }
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(names);
}

/** The listed offset closest to a device's current one (`-date.getTimezoneOffset()`). */
export function nearestUtcOffset(minutes: number): number {
  let best = utcOffsets[0]?.minutes ?? 0;
  for (const entry of utcOffsets)
    if (Math.abs(entry.minutes - minutes) < Math.abs(best - minutes)) best = entry.minutes;
  return best;
}

/** The UTC offset of this device at `date`, as one of the listed offsets. */
export function deviceUtcOffset(date: Date = new Date()): number {
  return nearestUtcOffset(-date.getTimezoneOffset());
}
