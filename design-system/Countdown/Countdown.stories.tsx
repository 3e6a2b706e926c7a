import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';
import { formatLong } from './format';

const meta = {
  title: 'Components/Feedback/Countdown',
  component: Countdown,
  args: { seconds: 59, children: (time: string) => `Resend in ${time}`, onComplete: fn() },
  argTypes: {
    seconds: { control: { type: 'number', min: 0 } },
    children: { control: false },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running clock changes between play and screenshot: these stories skip the picture (never the checks). */
const running = { screenshot: { disable: true } };

const timerOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('timer');
const announcerOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;

/** "Resend in 0:59" on the 2FA screen: a timer (not read on each tick) and an empty polite announcer. */
export const Default: Story = {
  parameters: running,
  play: async ({ canvasElement }) => {
    const timer = timerOf(canvasElement);
    await expect(timer).toHaveTextContent(/^Resend in 0:5\d$/);
    // role timer is not a live region by default: screen readers are not told every second.
    await expect(timer).not.toHaveAttribute('aria-live');
    await expect(announcerOf(canvasElement)).toHaveTextContent('');
  },
};

export const Playground: Story = {
  parameters: running,
  args: { seconds: 605, announceAt: [300, 60], isPaused: false },
  play: async ({ canvasElement }) => {
    await expect(timerOf(canvasElement)).toHaveTextContent(/^Resend in 10:0[45]$/);
  },
};

/** It counts whole seconds down to 0:00 and then calls onComplete once. */
export const CountsDownAndCompletes: Story = {
  parameters: { englishOnlyText: true },
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const timer = timerOf(canvasElement);
    await expect(timer).toHaveTextContent('Resend in 0:02');
    await waitFor(() => expect(timer).toHaveTextContent('Resend in 0:01'), { timeout: 1500 });
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), { timeout: 1500 });
    await expect(timer).toHaveTextContent('Resend in 0:00');
    await expect(timer.parentElement).toHaveAttribute('data-complete', 'true');
    // Nothing more happens after the end.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

/**
 * Screen readers hear the time only at the chosen moments, in words of the active language
 * ("Resend in 2 seconds"), through a polite live region.
 */
export const PoliteAnnouncements: Story = {
  parameters: {
    englishOnlyText: true,
    screenshot: { samePictureBecause: 'The announcements are heard, not seen: the screen shows the finished countdown.' },
  },
  args: { seconds: 3, announceAt: [2] },
  play: async ({ canvasElement, globals }) => {
    const announcer = announcerOf(canvasElement);
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveTextContent('');
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('Resend in 0:02'), { timeout: 1500 });
    await expect(announcer).toHaveTextContent(`Resend in ${formatLong(globals.locale, 2)}`);
    // At 0:01 (not a chosen moment) the announcement is not replaced.
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('Resend in 0:01'), { timeout: 1500 });
    await expect(announcer).toHaveTextContent(`Resend in ${formatLong(globals.locale, 2)}`);
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('Resend in 0:00'), { timeout: 1500 });
  },
};

/** Paused: the time stays where it is. */
export const Paused: Story = {
  parameters: { englishOnlyText: true },
  args: { seconds: 45, isPaused: true },
  play: async ({ canvasElement, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(timerOf(canvasElement)).toHaveTextContent('Resend in 0:45');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** An hour-long wait in a Spanish sentence, in a narrow column: the sentence wraps, the time stays whole. */
export const LongSpanishNarrow: Story = {
  parameters: { englishOnlyText: true },
  args: {
    seconds: 3600,
    isPaused: true,
    children: (time: string) => `Podrá solicitar un nuevo código de verificación dentro de ${time}`,
  },
  render: (args) => (
    <p style={{ inlineSize: 200, margin: 0 }}>
      <Countdown {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const timer = timerOf(canvasElement);
    await expect(timer).toHaveTextContent(/dentro de 1:00:00$/);
    const paragraph = canvasElement.querySelector('p') as HTMLElement;
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  },
};
