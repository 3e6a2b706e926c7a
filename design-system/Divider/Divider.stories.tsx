import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider } from './Divider';

/**
 * A thin line between groups of content. **When to use**: between sections of a panel or groups of a
 * toolbar. **Don't** add one where a stack's spacing already separates the content.
 */
const meta = {
  title: 'Components/Display/Divider',
  parameters: { englishOnlyText: true },
  component: Divider,
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    spacing: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    emphasis: { control: 'inline-radio', options: ['subtle', 'strong'] },
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <p style={{ margin: 0 }}>Subscription</p>
      <Divider {...args} />
      <p style={{ margin: 0 }}>Usage</p>
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('separator');
    await expect(line.tagName).toBe('HR');
    await expect(line.getBoundingClientRect().width).toBe(360);
  },
};

export const Playground: Story = {
  args: { emphasis: 'strong', spacing: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute('data-emphasis', 'strong');
  },
};

export const Spacing: Story = {
  render: () => (
    <div style={{ maxInlineSize: 360 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((spacing) => (
        <div key={spacing}>
          <p style={{ margin: 0 }}>{spacing}</p>
          <Divider spacing={spacing} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const margins = within(canvasElement)
      .getAllByRole('separator')
      .map((line) => parseFloat(getComputedStyle(line).marginBlockStart));
    await expect(margins).toEqual([...margins].sort((a, b) => a - b));
    await expect(new Set(margins).size).toBe(4);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', blockSize: 32 }}>
      <span>Print</span>
      <Divider {...args} />
      <span>Send receipt</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('separator');
    await expect(line).toHaveAttribute('aria-orientation', 'vertical');
    await expect(line.getBoundingClientRect().height).toBeGreaterThan(8);
  },
};
