import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productName } from '@tokens/brand';
import { Logo } from './Logo';
import type { LogoSize } from './interfaces';

const sizes: LogoSize[] = ['sm', 'md', 'lg'];
const markSizes: Record<LogoSize, number> = { sm: 24, md: 32, lg: 40 };

/**
 * The product's logo: the mark and the wordmark. The brand's names come from `tokens/brand.ts` and read the same in
 * every language.
 */
const meta = {
  title: 'Components/Display/Logo',
  component: Logo,
  parameters: { englishOnlyText: true },
  args: { variant: 'full', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['full', 'mark'] },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar's size, as a link home: the link is named by the wordmark once; the mark is decorative. */
export const Default: Story = {
  render: (args) => (
    <a href="#home" style={{ textDecoration: 'none' }}>
      <Logo {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: productName });
    const mark = link.querySelector('svg');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark?.getBoundingClientRect().height).toBe(32);
    // One line, the mark and the words centred on each other.
    await expect(link.getBoundingClientRect().height).toBeLessThanOrEqual(32);
  },
};

export const Playground: Story = {
  args: { variant: 'mark', size: 'lg' },
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: productName });
    await expect(mark.getBoundingClientRect().width).toBe(40);
    await expect(canvasElement).not.toHaveTextContent(productName);
  },
};

/** The mark alone at each size: each one named once, by its label. */
export const MarkOnly: Story = {
  args: { variant: 'mark' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--ac-space-4)' }}>
      {sizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement).getAllByRole('img', { name: productName });
    await expect(marks.map((mark) => mark.getBoundingClientRect().width)).toEqual(sizes.map((size) => markSizes[size]));
  },
};

/** `sm`, `md` (top bar) and `lg` (signed-out card head). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'var(--ac-space-6)' }}>
      {sizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('svg')];
    await expect(marks.map((mark) => mark.getBoundingClientRect().width)).toEqual(sizes.map((size) => markSizes[size]));
  },
};

/**
 * In a container without room for the words (the top bar on a phone), the mark stands alone; the words stay in the
 * page, so the link is still named by them.
 */
export const NarrowContainer: Story = {
  render: (args) => (
    <div style={{ containerType: 'inline-size', inlineSize: 120 }}>
      <a href="#home" style={{ display: 'inline-flex' }}>
        <Logo {...args} />
      </a>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: productName });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(40);
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Windows high contrast: the mark in the system's text and background colours, still legible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const tile = canvasElement.querySelector('rect');
    const flow = canvasElement.querySelector('path');
    await expect(tile && getComputedStyle(tile).fill).not.toBe(flow && getComputedStyle(flow).stroke);
  },
};
