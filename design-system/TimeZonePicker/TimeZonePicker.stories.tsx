import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeZonePicker } from './TimeZonePicker';
import { utcOffsets } from './utcOffsets';

/**
 * UTC offset for the activity log: every offset in use from UTC-12:00 to UTC+14:00, each followed by the zones'
 * names in the active locale, in the design system's native select (the list is the browser's or the phone's).
 */
const meta = {
  title: 'Components/Dates/TimeZonePicker',
  component: TimeZonePicker,
  args: {
    label: 'Time zone',
    defaultValue: 540,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    showZoneNames: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeZonePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: /Time zone/ });
const chosenText = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '';

/** Korean (or the locale's) zone names of UTC+09:00, from Intl. */
const koreaName = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', timeZoneName: 'longGeneric' })
    .formatToParts(new Date(Date.UTC(2025, 0, 15)))
    .find((part) => part.type === 'timeZoneName')?.value as string;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement);
    await expect(chosenText(select)).toMatch(/^UTC\+09:00/);
    const options = [...select.options];
    await expect(options).toHaveLength(utcOffsets.length);
    await expect(options[0]).toHaveTextContent(/^UTC-12:00/);
    await expect(options.at(-1)).toHaveTextContent(/^UTC\+14:00/);
    // The option's value is the offset in minutes; onChange gives it back as a number.
    await userEvent.selectOptions(select, '330');
    await expect(args.onChange).toHaveBeenCalledWith(330);
    await expect(chosenText(select)).toMatch(/^UTC\+05:30/);
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { description: 'Times in the activity log are shown in this offset.', showZoneNames: true, isDisabled: false },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription('Times in the activity log are shown in this offset.');
  },
};

/** Zone names come from Intl in the active locale (here UTC+09:00: Korea and Japan), after the offset. */
export const LocalizedZoneNames: Story = {
  play: async ({ canvasElement, globals }) => {
    const select = field(canvasElement);
    await expect(chosenText(select)).toContain(koreaName(globals.locale as string));
  },
};

/** Offsets only, without the zone names. */
export const WithoutZoneNames: Story = {
  args: { showZoneNames: false },
  play: async ({ canvasElement }) => {
    await expect(chosenText(field(canvasElement))).toBe('UTC+09:00');
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: null, isInvalid: true, errorMessage: 'Choose a time zone.' },
  play: async ({ canvasElement }) => {
    const select = field(canvasElement);
    await expect(select).toHaveValue('');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/Choose a time zone\./);
  },
};

/** 200 px: the offset shows, the zone names end with an ellipsis inside the field. */
export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const select = field(canvasElement);
    await expect(select.getBoundingClientRect().width).toBe(200);
    await expect(getComputedStyle(select).textOverflow).toBe('ellipsis');
  },
};

/** mobile_sm: the field fits the 320 px window (its list is the phone's own picker). */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = field(canvasElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
