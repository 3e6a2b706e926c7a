import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Button } from './Button';
import type { ButtonSize, ButtonVariant } from './interfaces';

const icons = { none: undefined, plus: <Icon name="plus" />, download: <Icon name="download" />, trash: <Icon name="trash" /> };

const variants: ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'danger'];
const sizes: ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];
const heights: Record<ButtonSize, number> = { xs: 24, sm: 32, md: 40, lg: 48, xl: 64 };

/**
 * Action button on React Aria's `Button`: four variants, the five control heights, an optional
 * leading icon or icon-only (then `aria-label` is required by the type), pending with a spinner.
 */
const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  args: {
    children: 'Save changes',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    icon: { control: 'select', options: Object.keys(icons), mapping: icons },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--ac-space-4)' } as const;

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await expect(button).toHaveAttribute('data-size', 'md');
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button.getBoundingClientRect().height).toBe(40);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // The pointer leaves, so the picture shows the resting look (Hovered shows the hover).
    await userEvent.unhover(button);
    await expect(button).not.toHaveAttribute('data-hovered');
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { variant: 'secondary', size: 'lg', fullWidth: false, isDisabled: false, isPending: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('data-variant', 'secondary');
    await expect(button.getBoundingClientRect().height).toBe(48);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => (
    <div style={row}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const variant of variants) {
      const button = canvas.getByRole('button', { name: variant });
      await expect(button).toHaveAttribute('data-variant', variant);
      await userEvent.click(button);
    }
    await expect(args.onPress).toHaveBeenCalledTimes(variants.length);
    // Primary and secondary really look different (tokens applied).
    const primary = getComputedStyle(canvas.getByRole('button', { name: 'primary' })).backgroundColor;
    const secondary = getComputedStyle(canvas.getByRole('button', { name: 'secondary' })).backgroundColor;
    await expect(primary).not.toBe(secondary);
    await userEvent.unhover(canvas.getByRole('button', { name: 'danger' }));
  },
};

export const Sizes: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => (
    <div style={row}>
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of sizes) {
      const button = canvas.getByRole('button', { name: `Size ${size}` });
      await expect(button).toHaveAttribute('data-size', size);
      await expect(button.getBoundingClientRect().height).toBe(heights[size]);
    }
  },
};

export const WithIcon: Story = {
  parameters: { englishOnlyText: true },
  args: { icon: <Icon name="download" />, children: 'Download invoice', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download invoice' });
    const icon = button.querySelector('svg') as SVGElement;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // The icon comes before the label in reading order.
    await expect(button.textContent).toBe('Download invoice');
    await expect(icon.getBoundingClientRect().left).toBeLessThan(
      within(button).getByText('Download invoice').getBoundingClientRect().left,
    );
  },
};

export const IconOnly: Story = {
  render: (args) => (
    <div style={row}>
      {sizes.map((size) => (
        <Button
          key={size}
          onPress={args.onPress}
          variant={size === 'md' ? 'tertiary' : 'secondary'}
          size={size}
          icon={<Icon name="close" />}
          aria-label={`Close ${size}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const size of sizes) {
      const button = canvas.getByRole('button', { name: `Close ${size}` });
      await expect(button).toHaveAttribute('data-icon-only');
      // Square, on the control-height scale.
      const box = button.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([heights[size], heights[size]]);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Close md' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Hovered: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    const resting = getComputedStyle(button).backgroundColor;
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await expect(getComputedStyle(button).backgroundColor).not.toBe(resting);
  },
};

export const KeyboardFocus: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // Still focused and still showing the ring for the screenshot.
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Pressed: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    const resting = getComputedStyle(button).backgroundColor;
    // Mouse button held down: pressed look, no press event yet.
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await expect(getComputedStyle(button).backgroundColor).not.toBe(resting);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => (
    <div style={row}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant} isDisabled>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const variant of variants) {
      const button = canvas.getByRole('button', { name: variant });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('data-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onPress).not.toHaveBeenCalled();
    // Not in the tab order.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const Pending: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => (
    <div style={row}>
      <Button {...args}>Save changes</Button>
      <Button {...args} isPending>
        Save changes
      </Button>
      <Button onPress={args.onPress} variant="secondary" icon={<Icon name="trash" />} aria-label="Delete" isPending />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [idle, pending] = canvas.getAllByRole('button', { name: /Save changes/ }) as [HTMLElement, HTMLElement];
    await expect(pending).toHaveAttribute('data-pending', 'true');
    // React Aria: announced as unavailable while pending (and the state change is announced live).
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(idle).not.toHaveAttribute('aria-disabled');
    // The label stays (invisible), so the width does not jump.
    await expect(pending.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width);
    // A named progress indicator inside each pending button.
    const spinner = within(pending).getByRole('progressbar');
    await expect(spinner).toHaveAccessibleName();
    const iconOnly = canvas.getByRole('button', { name: /^Delete/ });
    await expect(within(iconOnly).getByRole('progressbar')).toHaveAccessibleName();
    // Focusable (keeps the user's place) but not pressable, by keyboard or mouse.
    await userEvent.tab();
    await expect(idle).toHaveFocus();
    await userEvent.tab();
    await expect(pending).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(pending);
    await userEvent.click(iconOnly);
    await expect(args.onPress).not.toHaveBeenCalled();
    // Still spinning only where motion is welcome: the test browser asks for reduced motion.
    await expect(getComputedStyle(spinner.querySelector('svg') as SVGElement).animationName).toBe('none');
  },
};

export const FullWidth: Story = {
  parameters: { englishOnlyText: true },
  args: { fullWidth: true, children: 'Continue' },
  render: (args) => (
    <div style={{ inlineSize: 320 }} data-testid="container">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button.getBoundingClientRect().width).toBe(canvas.getByTestId('container').getBoundingClientRect().width);
  },
};

const onSubmit = fn();

export const SubmitsForm: Story = {
  parameters: { englishOnlyText: true },
  args: { type: 'submit', children: 'Send' },
  render: (args) => (
    <form
      aria-label="Example form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const PendingDoesNotSubmit: Story = {
  parameters: { englishOnlyText: true },
  args: { type: 'submit', children: 'Send', isPending: true },
  render: SubmitsForm.render,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Send/ });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Windows high contrast: borders and the focus ring stay visible when the system repaints colours. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true, englishOnlyText: true },
  render: (args) => (
    <div style={row}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} isDisabled>
        disabled
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    for (const variant of variants) {
      const style = getComputedStyle(canvas.getByRole('button', { name: variant }));
      await expect(style.borderStyle).toBe('solid');
      await expect(Number.parseFloat(style.borderInlineStartWidth)).toBeGreaterThan(0);
    }
    await userEvent.tab();
    const focused = canvas.getByRole('button', { name: 'primary' });
    await expect(focused).toHaveFocus();
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  },
};
