import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

/**
 * Text link. **When to use**: to go somewhere (another page, a document). To do something on this page,
 * use `Button`; to go somewhere with a button's weight, use `LinkButton`.
 * **Do** write the destination as the text ("Terms of service"). **Don't** write "click here".
 */
const meta = {
  title: 'Components/Actions/Link',
  parameters: { englishOnlyText: true },
  component: Link,
  args: { children: 'Terms of service', href: '#terms' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms of service' });
    await expect(link).toHaveAttribute('href', '#terms');
    await expect(link).toHaveAttribute('data-variant', 'inline');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Playground: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-variant', 'standalone');
  },
};

export const InSentence: Story = {
  render: (args) => (
    <p style={{ maxInlineSize: 420, margin: 0 }}>
      By signing up you agree to the <Link {...args} /> and the <Link href="#privacy">privacy policy</Link>.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'View all invoices' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const External: Story = {
  args: { isExternal: true, children: 'Developer guide', href: 'https://example.com/guide' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Developer guide/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The screen reader hears that a new tab opens (in the active language).
    await expect(link.textContent?.length ?? 0).toBeGreaterThan('Developer guide'.length);
  },
};

export const ExternalLabelOverride: Story = {
  args: { isExternal: true, children: 'Service level agreement', href: 'https://example.com/sla.pdf', externalLabel: '(PDF, new tab)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Service level agreement (PDF, new tab)' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { onPress: fn(), href: undefined, children: 'Resend the e-mail' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  render: (args) => (
    <p style={{ maxInlineSize: 240, margin: 0 }}>
      <Link {...args} href="#x">
        Consulte la guía para desarrolladores de la sala de espera virtual
      </Link>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    // Wraps inside its line box rather than overflowing the paragraph.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
