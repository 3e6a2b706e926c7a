import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '@tokens';
import { Button } from '../Button';
import { Inline } from './Inline';

/** Children side by side, wrapping when they do not fit. */
const meta = {
  title: 'Components/Layout/Inline',
  parameters: { englishOnlyText: true },
  component: Inline,
  args: { gap: 2, align: 'center', justify: 'start', wrap: true, children: null },
  argTypes: {
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'space-between'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
  },
  render: (args) => (
    <Inline {...args} data-testid="inline">
      <Button variant="secondary">Cancelar</Button>
      <Button>Guardar los cambios</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Boxes of the first two children. */
const rects = (element: Element) => {
  const [first, second] = [...element.children].map((child) => child.getBoundingClientRect());
  if (!first || !second) throw new Error('two children expected');
  return [first, second] as const;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = rects(within(canvasElement).getByTestId('inline'));
    await expect(second.left - first.right).toBe(tokens.space[2]);
    await expect(second.top).toBe(first.top);
  },
};

export const Playground: Story = {
  args: { justify: 'end', gap: 4 },
  play: async ({ canvasElement }) => {
    const inline = within(canvasElement).getByTestId('inline');
    const [first, second] = rects(inline);
    await expect(second.left - first.right).toBe(tokens.space[4]);
    await expect(Math.round(second.right)).toBe(Math.round(inline.getBoundingClientRect().right));
  },
};

/** In a 240 px box the two buttons wrap onto two lines instead of overflowing. */
export const NarrowContainerWraps: Story = {
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <Inline {...args} data-testid="inline">
        <Button variant="secondary">Cancelar</Button>
        <Button>Guardar los cambios del plan</Button>
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const inline = within(canvasElement).getByTestId('inline');
    const [first, second] = rects(inline);
    await expect(second.top - first.bottom).toBe(tokens.space[2]);
    await expect(inline.scrollWidth).toBeLessThanOrEqual(inline.clientWidth);
  },
};
