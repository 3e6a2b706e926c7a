import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '@tokens';
import { Stack } from './Stack';
import type { SpaceStep } from './interfaces';

const steps = Object.keys(tokens.space).map(Number) as SpaceStep[];
const Box = ({ label }: { label: string }) => (
  <div style={{ padding: 8, border: '1px solid var(--ac-color-border-default)', background: 'var(--ac-color-bg-surface)' }}>{label}</div>
);

/** Children one below the other, with a gap from the spacing scale. */
const meta = {
  title: 'Components/Layout/Stack',
  parameters: { englishOnlyText: true },
  component: Stack,
  args: { gap: 4, align: 'stretch', as: 'div', children: null },
  argTypes: { gap: { control: 'select', options: steps }, align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] } },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Box label="Plan" />
      <Box label="Facturación y método de pago" />
      <Box label="구성원" />
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const gapOf = (element: Element) => {
  const [first, second] = [...element.children].map((child) => child.getBoundingClientRect());
  return first && second ? second.top - first.bottom : NaN;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    await expect(gapOf(stack)).toBe(tokens.space[4]);
    // Stretch: every child as wide as the stack.
    for (const child of stack.children) await expect(child.getBoundingClientRect().width).toBe(stack.getBoundingClientRect().width);
  },
};

export const Playground: Story = {
  args: { gap: 8, align: 'start' },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    await expect(gapOf(stack)).toBe(tokens.space[8]);
    await expect(stack).toHaveAttribute('data-align', 'start');
    await expect(stack.firstElementChild?.getBoundingClientRect().width).toBeLessThan(stack.getBoundingClientRect().width);
  },
};

export const AsList: Story = {
  args: { as: 'ul', gap: 2, 'aria-label': 'Products' },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <li>Virtual waiting room</li>
      <li>Bot manager</li>
      <li>Auto-scaling</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(gapOf(list)).toBe(tokens.space[2]);
  },
};
