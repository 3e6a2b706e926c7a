import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentContainer } from '../ContentContainer';
import { SearchField } from '../SearchField';
import { Select } from '../Select';
import { FilterBar } from './FilterBar';

const services = [
  { id: 'all', label: 'All services' },
  { id: 'netfunnel', label: 'NetFUNNEL' },
  { id: 'bot-manager', label: 'Bot Manager' },
];
const years = [
  { id: '2026', label: '2026' },
  { id: '2025', label: '2025' },
];

/** The filters above a list: one row from content_md, stacked below it. Inside the page's `ContentContainer`. */
const meta = {
  title: 'Components/Layout/FilterBar',
  component: FilterBar,
  parameters: { canvasPadding: false, englishOnlyText: true },
  args: {
    'aria-label': 'Filter members',
    children: (
      <>
        <SearchField label="Search members" />
        <Select label="Service" options={services} defaultValue="all" />
        <Select label="Year" options={years} defaultValue="2026" />
      </>
    ),
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <ContentContainer>
      <FilterBar {...args} />
    </ContentContainer>
  ),
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('combobox')
    .concat(within(canvasElement).getByRole('searchbox'))
    .map((field) => Math.round(field.getBoundingClientRect().top));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('search', { name: 'Filter members' })).toBeVisible();
    // One row: every field at the same height.
    await expect(new Set(tops(canvasElement)).size).toBe(1);
  },
};

/** One field: it keeps its basis, it does not stretch across the row. */
export const Playground: Story = { args: { children: <SearchField label="Search members" /> } };

/** A phone: one field under the other, full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(new Set(tops(canvasElement)).size).toBe(3);
  },
};
