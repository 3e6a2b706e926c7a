import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '@tokens';
import { Grid } from './Grid';

const products = ['Virtual waiting room', 'Bot manager', 'Bot blocking', 'Auto-scaling'];

/** Equal columns that collapse with the width of their container. */
const meta = {
  title: 'Components/Layout/Grid',
  component: Grid,
  args: { columns: 4, gap: 4, children: null },
  argTypes: { columns: { control: 'inline-radio', options: [1, 2, 3, 4] } },
  parameters: { canvasPadding: false, englishOnlyText: true },
  render: (args) => (
    <Grid {...args} data-testid="grid">
      {products.map((product) => (
        <div key={product} style={{ padding: 16, border: '1px solid var(--ac-color-border-default)', background: 'var(--ac-color-bg-surface)' }}>
          {product}
        </div>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Distinct column start positions of the grid's items. */
const columnCount = (grid: Element) => new Set([...grid.children].map((child) => Math.round(child.getBoundingClientRect().left))).size;

/** The default 992 px window (desktop_xl): content_xl, four columns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    await expect(columnCount(grid)).toBe(4);
    await expect(getComputedStyle(grid).columnGap).toBe(`${tokens.space[4]}px`);
  },
};

export const Playground: Story = {
  args: { columns: 2, gap: 8 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    await expect(columnCount(grid)).toBe(2);
    await expect(getComputedStyle(grid).rowGap).toBe(`${tokens.space[8]}px`);
  },
};

/** 320 px window: content_sm, two columns at most. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByTestId('grid'))).toBe(2);
  },
};

/** 576 px window: content_md, three columns at most. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByTestId('grid'))).toBe(3);
  },
};

/** In a 280 px side panel the grid is one column, whatever the window. */
export const NarrowContainer: Story = {
  render: (args) => (
    <div style={{ inlineSize: 280 }}>
      {meta.render(args)}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByTestId('grid'))).toBe(1);
  },
};
