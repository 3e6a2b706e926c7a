import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateTime, formatDateTime } from './DateTime';

const nextPayment = '2026-12-05T00:30:00Z';

/**
 * A date or time in the active locale, in a `<time>`. **When to use**: every date the console shows, one style per
 * kind (a date is always `medium`); strings through `formatDateTime`, a span of days through `formatDateRange`.
 * Pass `timeZone="UTC"` where the spec says UTC (billing days); the zone is then written after a time.
 */
const meta = {
  title: 'Components/Display/DateTime',
  component: DateTime,
  args: { value: nextPayment, timeZone: 'UTC' },
  argTypes: { format: { control: 'inline-radio', options: ['date', 'dateTime', 'time', 'monthYear', 'month'] } },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-12-05T00:30:00.000Z');
    await expect(time?.textContent).toBe(formatDateTime(nextPayment, String(globals.locale), 'date', 'UTC'));
  },
};

export const Playground: Story = {
  args: { format: 'monthYear' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')?.textContent).toContain('2026');
  },
};

export const DateTimeInUtc: Story = {
  args: { format: 'dateTime' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/UTC/);
  },
};

export const TimeOnly: Story = {
  args: { format: 'time' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/30/);
  },
};
