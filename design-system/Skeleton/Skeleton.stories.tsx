import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Feedback/Skeleton',
  parameters: { englishOnlyText: true },
  component: Skeleton,
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
  // As in a page: the region that is loading is busy and keeps its heading.
  render: (args) => (
    <section aria-labelledby="skeleton-heading" aria-busy="true" style={{ inlineSize: 360 }}>
      <h3 id="skeleton-heading" style={{ margin: '0 0 var(--ac-space-2)' }}>
        Invoices
      </h3>
      <Skeleton {...args} />
    </section>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const shapes = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];

/** One line of text, hidden from assistive technology, still under reduced motion. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-variant="text"]') as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const [line] = shapes(canvasElement) as [HTMLElement];
    await expect(line.getBoundingClientRect().width).toBe(360);
    // The test browser asks for reduced motion: no shimmer.
    await expect(getComputedStyle(line).animationName).toBe('none');
  },
};

export const Playground: Story = {
  args: { variant: 'text', lines: 4, inlineSize: '80%' },
  play: async ({ canvasElement }) => {
    const lines = shapes(canvasElement);
    await expect(lines).toHaveLength(4);
    await expect(lines[0]?.getBoundingClientRect().width).toBe(288);
  },
};

/** A paragraph: full lines and a shorter last one, spaced like 14px body text. */
export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const [first, second, last] = shapes(canvasElement) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first.getBoundingClientRect().width).toBe(360);
    await expect(last.getBoundingClientRect().width).toBeCloseTo(216, 0);
    // One line box (21px) plus the 8px gap from one line to the next.
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().top).toBe(29);
  },
};

/** Blocks and circles compose a card placeholder; `aria-busy` on the region tells screen readers. */
export const Blocks: Story = {
  render: () => (
    <section
      aria-label="Service"
      aria-busy="true"
      style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--ac-space-3)', inlineSize: 360 }}
    >
      <h3 style={{ gridColumn: '1 / -1', margin: 0 }}>Service</h3>
      <Skeleton variant="circle" />
      <Skeleton lines={2} />
      <div style={{ gridColumn: '1 / -1' }}>
        <Skeleton variant="block" blockSize="120px" />
      </div>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Service' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const circle = canvasElement.querySelector('[data-variant="circle"] > span') as HTMLElement;
    const box = circle.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([40, 40]);
    await expect(getComputedStyle(circle).borderRadius).toBe('9999px');
    const block = canvasElement.querySelector('[data-variant="block"] > span') as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBe(120);
    // Nothing in the skeleton reaches the accessibility tree: only the heading is read.
    await expect(region).toHaveTextContent(/^Service$/);
  },
};

/** In a 200px column every shape shrinks with it. */
export const NarrowContainer: Story = {
  args: { lines: 3 },
  render: (args) => (
    <section aria-busy="true" aria-label="Usage" style={{ inlineSize: 200 }}>
      <h3 style={{ margin: 0 }}>Usage</h3>
      <Skeleton {...args} />
      <Skeleton variant="block" inlineSize="320px" blockSize="48px" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    for (const shape of shapes(canvasElement)) {
      await expect(shape.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    }
  },
};
