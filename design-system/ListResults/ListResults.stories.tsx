import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContentContainer } from '../ContentContainer';
import { Pagination } from '../Pagination';
import { StatusLabel, type BillingStatus } from '../StatusLabel';
import { Table } from '../Table';
import type { TableColumn } from '../Table';
import { ListResults } from './ListResults';

interface Payment {
  id: string;
  period: string;
  plan: string;
  status: BillingStatus;
}

const payments: Payment[] = [
  { id: 'p-11', period: 'Nov 2026', plan: 'NetFUNNEL Medium', status: 'Pending' },
  { id: 'p-10', period: 'Oct 2026', plan: 'NetFUNNEL Medium', status: 'Paid' },
  { id: 'p-09', period: 'Sep 2026', plan: 'NetFUNNEL Small', status: 'Failed' },
];

const columns: TableColumn<Payment>[] = [
  { id: 'period', name: 'Usage period', isRowHeader: true, render: (row) => row.period },
  { id: 'plan', name: 'Plan', render: (row) => row.plan },
  { id: 'status', name: 'Status', render: (row) => <StatusLabel vocabulary="billing" status={row.status} /> },
];

const table = <Table<Payment> aria-label="Payment history" columns={columns} rows={payments} />;

/**
 * A list's results under its `FilterBar`: the count (a live region), the table, then its pages. **When to use**: every
 * list the user filters or pages (members, payments, contracts).
 */
const meta = {
  title: 'Components/Layout/ListResults',
  component: ListResults,
  parameters: { canvasPadding: false, englishOnlyText: true },
  args: {
    count: '23 payments',
    children: table,
    pagination: <Pagination page={0} totalItems={23} pageSize={10} onPageChange={fn()} />,
  },
  argTypes: { children: { control: false }, pagination: { control: false } },
  render: (args) => (
    <ContentContainer>
      <ListResults {...args} />
    </ContentContainer>
  ),
} satisfies Meta<typeof ListResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('23 payments');
    const table = canvas.getByRole('table', { name: 'Payment history' });
    const pages = canvas.getByRole('navigation');
    // Count, table, pages: in that order, top to bottom.
    await expect(canvas.getByRole('status').getBoundingClientRect().bottom).toBeLessThanOrEqual(table.getBoundingClientRect().top);
    await expect(table.getBoundingClientRect().bottom).toBeLessThanOrEqual(pages.getBoundingClientRect().top);
    // The pages sit in the middle of the block.
    const block = canvas.getByRole('status').parentElement as HTMLElement;
    const middle = (rect: DOMRect) => (rect.left + rect.right) / 2;
    await expect(Math.abs(middle(pages.getBoundingClientRect()) - middle(block.getBoundingClientRect()))).toBeLessThan(2);
  },
};

/** Everything on one page: no pagination. */
export const Playground: Story = {
  args: { count: '3 payments', pagination: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A phone: the table turns into cards, the count and the pages stay with them. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Payment history' })).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};
