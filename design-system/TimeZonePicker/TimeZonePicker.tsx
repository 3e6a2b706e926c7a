import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { Select, type SelectOption } from '../Select';
import { describeUtcOffset, formatUtcOffset, utcOffsets } from './utcOffsets';
import type { TimeZonePickerProps } from './interfaces';

/**
 * Pick a UTC offset, UTC-12:00 to UTC+14:00 (the activity log shows its times in it), on the design system's native
 * `Select`. Each option reads "UTC+09:00" followed by the names of the zones on that offset in the active locale
 * ("UTC+09:00 (한국 표준시 및 일본 표준시)"). Values are minutes east of UTC.
 */
export function TimeZonePicker(props: TimeZonePickerProps) {
  const { value, defaultValue, onChange, showZoneNames = true, ...rest } = props;
  const { locale } = useLocale();
  const options = useMemo<SelectOption[]>(
    () =>
      utcOffsets.map((entry) => ({
        id: entry.minutes,
        label: formatUtcOffset(entry.minutes, locale),
        description: showZoneNames ? describeUtcOffset(entry, locale) || undefined : undefined,
      })),
    [locale, showZoneNames],
  );
  return (
    <Select
      {...rest}
      options={options}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => {
        if (typeof key === 'number') onChange?.(key);
      }}
    />
  );
}
