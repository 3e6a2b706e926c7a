import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Tooltip } from './Tooltip';

const body = within(document.body);

/**
 * Hint on hover (after 0.1 s) and on keyboard focus; Escape closes it; at most 250 px wide.
 */
const meta = {
  title: 'Components/Overlays/Tooltip',
  parameters: { englishOnlyText: true },
  component: Tooltip,
  args: {
    content: 'Contact us',
    placement: 'bottom',
    onOpenChange: fn(),
    children: <Button variant="tertiary" icon={<Icon name="info" />} aria-label="Contact" />,
  },
  argTypes: {
    content: { control: 'text' },
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ paddingBlock: 48, paddingInline: 120 }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Contact' });

/** Hover with a real mouse path: React Aria opens hover tooltips only once the pointer has moved (modality). */
const hover = async (element: HTMLElement) => {
  await userEvent.pointer({ target: element.parentElement as HTMLElement, coords: { clientX: 2, clientY: 2 } });
  await userEvent.hover(element);
};

/** Hover: the tooltip opens after the 100 ms token delay and describes the button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    // React Aria skips the delay for 0.5 s after another tooltip closed (warm-up); let any such state lapse.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.pointer({ target: canvasElement, coords: { clientX: 2, clientY: 2 } });
    const start = performance.now();
    await userEvent.hover(button);
    const tooltip = await body.findByRole('tooltip');
    await expect(performance.now() - start).toBeGreaterThanOrEqual(90);
    await expect(tooltip).toHaveTextContent('Contact us');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Below the trigger, as placed.
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(button.getBoundingClientRect().bottom);
  },
};

export const Playground: Story = {
  args: { content: 'Opens the contact form', placement: 'end' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await hover(button);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().left).toBeGreaterThan(button.getBoundingClientRect().right);
  },
};

/** Keyboard: Tab focus opens it at once; Escape closes it while focus stays on the button. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Tab away and back: it opens again for the picture.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeVisible();
  },
};

/** Leaving the trigger closes it. */
export const HoverOut: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await hover(button);
    await body.findByRole('tooltip');
    await userEvent.unhover(button);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
  },
};

/** Long Spanish text wraps at the 250 px token width instead of running off. */
export const LongSpanishText: Story = {
  args: {
    content: 'Póngase en contacto con el equipo de ventas: respondemos en un día hábil (UTC+9) a todas las consultas.',
    defaultOpen: true,
  },
  play: async () => {
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(250);
    await expect(tooltip.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** Disabled: neither hover nor focus shows it. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await hover(button);
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(body.queryByRole('tooltip')).toBeNull();
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** mobile_sm: a long hint still fits the 320 px window (250 px at most). */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { content: LongSpanishText.args?.content, defaultOpen: true },
  play: async () => {
    const box = (await body.findByRole('tooltip')).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** tablet_md. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const tooltip = await body.findByRole('tooltip');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** desktop_xl. */
export const DesktopXl: Story = {
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  args: { defaultOpen: true },
  play: async () => {
    await expect((await body.findByRole('tooltip')).getBoundingClientRect().width).toBeLessThanOrEqual(250);
  },
};
