import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Popover } from './Popover';
import type { PopoverProps } from './interfaces';

const body = within(document.body);
const popover = () => body.getByRole('dialog');

/** Content with a button that closes the popover through `close`. */
const freeTrialWithAction = (close: () => void) => (
  <>
    <p>14 days, no card needed.</p>
    <Button size="sm" onPress={close}>
      Got it
    </Button>
  </>
);

/**
 * Non-modal content anchored to a button, in a `DialogTrigger` (or on its own with `triggerRef`, `isOpen` and
 * `onOpenChange`): Escape and an outside click close it, focus returns to the button.
 */
const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover,
  args: {
    title: 'Concurrent users',
    children: <p>The number of visitors in the service at the same time. The plan limit applies per hour.</p>,
    placement: 'bottom',
  },
  argTypes: {
    title: { control: 'text' },
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'bottom start', 'bottom end'] },
    children: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is this?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'What is this?' });
  await userEvent.click(trigger);
  await waitFor(() => expect(popover()).toBeVisible());
  return trigger;
};

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await expect(popover()).toHaveAccessibleName('Concurrent users');
    await expect(within(popover()).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Below the button.
    await expect(popover().getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

export const Playground: Story = {
  args: { placement: 'end', title: 'Monitored users' },
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await expect(popover().getBoundingClientRect().left).toBeGreaterThan(trigger.getBoundingClientRect().right);
  },
};

/** Escape closes it; focus returns to the button. */
export const DismissByEscape: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click elsewhere on the page closes it. */
export const DismissByOutsideClick: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.click(document.body, { skipHover: true });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Interactive content: focus moves in, a button inside can close it. Keyboard only. */
export const KeyboardWithAction: Story = {
  parameters: { englishOnlyText: true },
  args: {
    title: 'Free trial',
    children: freeTrialWithAction,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is this?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(popover()).toBeVisible());
    await waitFor(() => expect(popover().contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(popover()).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Long Spanish text wraps at the popover's maximum width (400 px). */
export const LongSpanishText: Story = {
  args: {
    title: 'Usuarios supervisados simultáneamente',
    children: (
      <p>
        Número de visitantes que se encuentran en el servicio al mismo tiempo. El límite del plan se aplica por hora y
        el excedente se factura por usuario.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(popover().parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

/** mobile_sm: stays inside the 320 px window. */
export const MobileSm: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: LongSpanishText.args,
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const box = (popover().parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** tablet_md. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await expect(popover().getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

/** desktop_xl. */
export const DesktopXl: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(992);
    await expect((popover().parentElement as HTMLElement).getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

/** Without a `DialogTrigger`: the caller's button, open state and `triggerRef` (a popover whose code loads on first use). */
function StandalonePopover(args: PopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => setOpen((open) => !open)}
      >
        What is this?
      </Button>
      <Popover {...args} triggerRef={triggerRef} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * On its own (`triggerRef`, `isOpen`, `onOpenChange`): the button opens it, the dialog is named by its title,
 * Escape closes it and focus returns to the button; `close` works as in a `DialogTrigger`. Left open for the picture.
 */
export const Standalone: Story = {
  parameters: { englishOnlyText: true },
  args: {
    title: 'Free trial',
    children: freeTrialWithAction,
  },
  render: (args) => <StandalonePopover {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is this?' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await waitFor(() => expect(popover()).toBeVisible());
    await expect(popover()).toHaveAccessibleName('Free trial');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Anchored below the button.
    await expect(popover().getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
    await waitFor(() => expect(popover().contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: Enter opens it again; the button inside closes it through `close`.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(popover()).toBeVisible());
    await waitFor(() => expect(popover().contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(popover()).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again for the picture.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(popover()).toBeVisible());
  },
};
