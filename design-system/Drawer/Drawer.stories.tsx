import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { TextField } from '../TextField';
import { Drawer } from './Drawer';

const body = within(document.body);
const drawer = () => body.getByRole('dialog');
/** The panel (the dialog's parent, the element that slides). */
const panel = () => drawer().parentElement as HTMLElement;

/**
 * Slide-in panel from the inline start or end with a dimming backdrop; modal (focus trap, focus return),
 * Escape and the backdrop close it; no slide under reduced motion.
 */
const meta = {
  title: 'Components/Overlays/Drawer',
  parameters: { englishOnlyText: true },
  component: Drawer,
  args: {
    title: 'Filter activity',
    children: (
      <>
        <TextField label="Member e-mail" type="email" />
        <p>Activity is kept for one year.</p>
      </>
    ),
    placement: 'end',
    width: 'medium',
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    placement: { control: 'inline-radio', options: ['start', 'end'] },
    width: { control: 'inline-radio', options: ['narrow', 'medium'] },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open drawer</Button>
      <Drawer {...args} footer={(close) => <Button onPress={close}>Apply</Button>} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open drawer' });
  await userEvent.click(trigger);
  await waitFor(() => expect(drawer()).toBeVisible());
  return trigger;
};

/** desktop_xl (992 px, the default viewport). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(window.innerWidth).toBe(992);
    await expect(drawer()).toHaveAccessibleName('Filter activity');
    const box = panel().getBoundingClientRect();
    // From the inline end (right in ltr), full height, 400 px (modal token).
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect([box.top, Math.round(box.height)]).toEqual([0, window.innerHeight]);
    await expect(box.width).toBe(400);
    // Reduced motion (the test browser asks for it): no slide.
    await expect(getComputedStyle(panel()).animationName).toBe('none');
  },
};

export const Playground: Story = {
  args: { placement: 'start', width: 'narrow', title: 'Menu' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(panel().getBoundingClientRect().left).toBe(0);
    await expect(panel().getBoundingClientRect().width).toBe(244);
  },
};

/** From the inline start, as the side navigation uses it; without a visible title it is named by `aria-label`. */
export const StartWithoutTitle: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open drawer</Button>
      <Drawer aria-label="Main navigation" placement="start" width="narrow" onOpenChange={args.onOpenChange}>
        <p>Navigation goes here.</p>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await expect(drawer()).toHaveAccessibleName('Main navigation');
    await expect(within(drawer()).queryByRole('heading')).toBeNull();
    await expect(panel().getBoundingClientRect().left).toBe(0);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Escape closes it and focus returns to the trigger. */
export const DismissByEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await waitFor(() => expect(drawer().contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click on the dimmed backdrop closes it, with focus return. */
export const DismissByBackdrop: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    const overlay = panel().parentElement as HTMLElement;
    await userEvent.pointer([{ target: overlay, coords: { clientX: 8, clientY: 300 }, keys: '[MouseLeft]' }]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard: focus is trapped; Tab cycles close button, field and Apply. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open drawer' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(drawer()).toBeVisible());
    const stops = new Set<Element>();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(drawer().contains(document.activeElement)).toBe(true);
      if (document.activeElement) stops.add(document.activeElement);
    }
    await expect(stops.size).toBe(3);
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A long Spanish title wraps beside the close button. */
export const LongSpanishTitle: Story = {
  args: { title: 'Filtrar el historial de actividad de los miembros de la organización' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const heading = within(drawer()).getByRole('heading', { level: 2 });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

/** mobile_sm: never wider than the window minus 48 px, so the backdrop stays reachable. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(panel().getBoundingClientRect().width).toBe(window.innerWidth - 48);
  },
};

/** tablet_md. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(panel().getBoundingClientRect().width).toBe(400);
  },
};

