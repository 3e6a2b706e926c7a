import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServiceCard } from '../ServiceCard';
import { CardGrid } from './CardGrid';

const cards = [
  <ServiceCard key="nf" name="NetFUNNEL" plan="Medium" tenantStatus="running" />,
  <ServiceCard key="bm" name="Bot Manager" badge="MBUSTER" plan="Free Trial" tenantStatus="pending" />,
  <ServiceCard key="mb" name="mBuster" tenantStatus="none" />,
  <ServiceCard key="wave" name="WAVE" isUnavailable />,
];

/** Cards in as many columns as fit. **When to use**: service cards, blog and use-case cards. */
const meta = {
  title: 'Components/Collections/CardGrid',
  component: CardGrid,
  args: { 'aria-label': 'Services', children: cards },
  parameters: { canvasPadding: false },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (canvasElement: HTMLElement) => {
  const items = within(canvasElement).getAllByRole('listitem');
  return new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size;
};

/** desktop_xl (992 px, the default viewport): three columns of cards at least 260 px wide. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Services' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    await expect(columnsOf(canvasElement)).toBe(3);
  },
};

/** Cards from 200 px: all four fit on one row. */
export const Playground: Story = {
  args: { minItemWidth: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('data-min', 'sm');
    await expect(columnsOf(canvasElement)).toBe(4);
  },
};

export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(1);
  },
};

export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(2);
  },
};

