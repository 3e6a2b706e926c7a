import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, showToast } from './queue';
import type { ToastContent } from './interfaces';

interface ToastDemoProps {
  /** Toasts on screen from the start (persistent, so screenshots are stable). */
  initial?: ToastContent[];
  /** What the trigger button shows. */
  next?: ToastContent;
}

function ToastDemo({ initial = [], next = { tone: 'success', message: 'Preferences saved.' } }: ToastDemoProps) {
  const [queue] = useState(createToastQueue);
  useEffect(() => {
    const keys = initial.map((content) => showToast(queue, content, { persistent: true }));
    return () => keys.forEach((key) => queue.close(key));
  }, [queue, initial]);
  return (
    <>
      <Button variant="secondary" onPress={() => showToast(queue, next)}>
        Show toast
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Feedback/Toast',
  parameters: { englishOnlyText: true },
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-tone]');

/** A closable toast appears on demand and closes itself after 3.5 s (see queue.test.ts). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    await expect(toasts(canvasElement)[0]).toHaveTextContent('Preferences saved.');
  },
};

export const Playground: Story = {
  args: { next: { tone: 'info', message: 'The language has been changed.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(toasts(canvasElement)[0]).toHaveAttribute('data-tone', 'info'));
  },
};

/** The five types of the spec, newest at the bottom. */
export const Tones: Story = {
  args: {
    initial: [
      { tone: 'default', message: 'Owner transfer request submitted.' },
      { tone: 'info', message: 'The language has been changed.' },
      { tone: 'success', message: 'The payment method was added.' },
      { tone: 'warning', message: 'Your plan has expired. Editing is no longer possible.' },
      { tone: 'error', message: 'A temporary error has occurred. Please try again later.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(5));
    const tones = [...toasts(canvasElement)].map((toast) => toast.dataset.tone);
    await expect(new Set(tones)).toEqual(new Set(['default', 'info', 'success', 'warning', 'error']));
    await expect(toasts(canvasElement)[0]?.getBoundingClientRect().width).toBe(312);
  },
};

/** Keyboard: F6 jumps to the notifications region, Tab reaches the close button, Enter closes. */
export const CloseWithKeyboard: Story = {
  args: { initial: [{ tone: 'error', message: 'Failed to change the status. Please try again later.' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(2));
    await userEvent.keyboard('{F6}');
    const region = canvasElement.ownerDocument.querySelector('[role="region"]');
    await waitFor(() => expect(region?.contains(document.activeElement)).toBe(true));
    const close = within(toasts(canvasElement)[0] as HTMLElement).getByRole('button');
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
  },
};

/** A long message wraps; the toast grows from its 64 px minimum. */
export const LongMessage: Story = {
  args: {
    initial: [
      {
        tone: 'error',
        message:
          'Your transaction is failed. Please try using a different payment method or contact your card issuer for assistance.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    await expect(toasts(canvasElement)[0]?.getBoundingClientRect().height).toBeGreaterThan(64);
  },
};

/** Under 420 px the toast takes the full width (mobile_xsm, 280 px). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_xsm', isRotated: false } },
  args: { initial: [{ tone: 'success', message: 'The billing information was changed.' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    const width = toasts(canvasElement)[0]?.getBoundingClientRect().width ?? 0;
    await expect(width).toBeGreaterThan(window.innerWidth - 32);
  },
};
