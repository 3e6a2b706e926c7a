import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimeZonePicker } from './TimeZonePicker';
import { utcOffsets } from './utcOffsets';

/**
 * UTC offset for the activity log: every offset in use from UTC-12:00 to UTC+14:00, with the zones'
 * names in the active locale under each.
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

const page = within(document.body);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Time zone/ });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent('UTC+09:00');
    await document.fonts.ready;
    await userEvent.click(button);
    const list = await page.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(utcOffsets.length);
    await expect(options[0]).toHaveTextContent(/^UTC-12:00/);
    await expect(options.at(-1)).toHaveTextContent(/^UTC\+14:00/);
    await userEvent.click(page.getByRole('option', { name: /^UTC\+05:30/ }));
    await expect(args.onChange).toHaveBeenCalledWith(330);
    await expect(button).toHaveTextContent('UTC+05:30');
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { description: 'Times in the activity log are shown in this offset.', showZoneNames: true, isDisabled: false },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(
      'Times in the activity log are shown in this offset.',
    );
  },
};

/** Zone names come from Intl in the active locale (here UTC+09:00: Korea and Japan). */
export const LocalizedZoneNames: Story = {
  play: async ({ canvasElement, globals }) => {
    await document.fonts.ready;
    await userEvent.click(trigger(canvasElement));
    const option = await page.findByRole('option', { name: /^UTC\+09:00/ });
    const korea = new Intl.DateTimeFormat(globals.locale as string, {
      timeZone: 'Asia/Seoul',
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date(Date.UTC(2025, 0, 15)))
      .find((part) => part.type === 'timeZoneName')?.value as string;
    await expect(option).toHaveTextContent(korea);
    // The list opened on the chosen offset, which is in view.
    await waitFor(() => expect(option).toHaveFocus());
  },
};

/** Typing the offset jumps to it; Escape closes the list and focus returns. */
export const KeyboardTypeahead: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('UTC-0');
    await expect(page.getByRole('option', { name: /^UTC-09:30/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(-540);
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Offsets only, without the zone names. */
export const WithoutZoneNames: Story = {
  args: { showZoneNames: false },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    await userEvent.click(trigger(canvasElement));
    const option = await page.findByRole('option', { name: /^UTC\+09:00/ });
    await expect(option.textContent).toBe('UTC+09:00');
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: null, isInvalid: true, errorMessage: 'Choose a time zone.' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(/Choose a time zone\./);
  },
};

/** 200 px: the list is wider than the field when the zone names need it, inside the window. */
export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    await userEvent.click(trigger(canvasElement));
    const list = await page.findByRole('listbox');
    const box = (list.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.width).toBeGreaterThanOrEqual(200);
  },
};

const openAtViewport = async (canvasElement: HTMLElement) => {
  await document.fonts.ready;
    await userEvent.click(trigger(canvasElement));
  const list = await page.findByRole('listbox');
  const box = (list.parentElement as HTMLElement).getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(list.getBoundingClientRect().height).toBe(192);
};

/** mobile_sm. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** tablet_md. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** desktop_xxl (desktop_xl, 992 px, is every story's default width: LocalizedZoneNames shows it open there). */
export const DesktopXxl: Story = {
  globals: { viewport: { value: 'desktop_xxl', isRotated: false } },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};
