import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { StatusLabel, type BillingStatus } from '../StatusLabel';
import { Table } from './Table';
import type { SortDescriptor, TableColumn } from './interfaces';

interface Payment {
  id: string;
  period: string;
  plan: string;
  amount: number;
  status: BillingStatus;
}

const payments: Payment[] = [
  { id: 'p-11', period: 'Nov 2026', plan: 'NetFUNNEL Medium', amount: 2588.34, status: 'Pending' },
  { id: 'p-10', period: 'Oct 2026', plan: 'NetFUNNEL Medium', amount: 1200, status: 'Paid' },
  { id: 'p-09', period: 'Sep 2026', plan: 'NetFUNNEL Small', amount: 300, status: 'Failed' },
  { id: 'p-08', period: 'Aug 2026', plan: 'NetFUNNEL Small', amount: 300, status: 'Unpaid' },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: TableColumn<Payment>[] = [
  { id: 'period', name: 'Usage period', isRowHeader: true, allowsSorting: true, render: (row) => row.period },
  { id: 'plan', name: 'Plan', minInlineSize: '10rem', render: (row) => row.plan },
  { id: 'amount', name: 'Amount', align: 'end', allowsSorting: true, render: (row) => usd.format(row.amount) },
  { id: 'status', name: 'Status', render: (row) => <StatusLabel vocabulary="billing" status={row.status} /> },
];

/**
 * Rows of one kind. **When to use**: payments, members, contracts: compare rows, sort, act on one. For
 * the facts of a single thing use `DescriptionList`; for a feed use `LoadMoreList`.
 */
const meta = {
  title: 'Components/Collections/Table',
  component: Table<Payment>,
  args: { 'aria-label': 'Payment history', columns, rows: payments },
} satisfies Meta<typeof Table<Payment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** desktop_xl (the default viewport): the columns fit, nothing scrolls. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payment history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Nov 2026');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
    // Nothing to scroll: no extra tab stop.
    await expect(scroller).not.toHaveAttribute('tabindex');
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

export const Playground: Story = {
  args: { stickyFirstColumn: true, isLoading: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payment history' });
    // A plain table: Tab reaches only what can be pressed in it (the sortable headers), not every row.
    const [period] = within(table).getAllByRole('button');
    await expect(within(table).getAllByRole('button')).toHaveLength(2);
    await expect(within(table).queryByRole('checkbox')).toBeNull();
    // The picture: the first Tab stop, the sortable "Usage period" header, with its focus ring.
    await userEvent.tab();
    await expect(period).toHaveFocus();
  },
};

function SortableTable() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'period', direction: 'descending' });
  const rows = useMemo(() => {
    const sorted = [...payments].sort((a, b) =>
      sort.column === 'amount' ? a.amount - b.amount : a.id.localeCompare(b.id),
    );
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  return <Table aria-label="Payment history" columns={columns} rows={rows} sortDescriptor={sort} onSortChange={setSort} />;
}

export const Sorting: Story = {
  render: () => <SortableTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await expect(canvas.getByRole('columnheader', { name: 'Usage period' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = () => canvas.getAllByRole('row')[1];
    await expect(firstRow()).toHaveTextContent('$300.00');
    // Keyboard: Tab to the header's button and press Enter to reverse.
    const amountButton = within(amount).getByRole('button', { name: 'Amount' });
    amountButton.blur();
    await userEvent.tab();
    await userEvent.tab();
    await expect(amountButton).toHaveFocus();
    await expect(amountButton).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow()).toHaveTextContent('$2,588.34');
  },
};

export const Loading: Story = {
  parameters: { englishOnlyText: true },
  args: { isLoading: true, loadingRowCount: 3 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { englishOnlyText: true },
  args: {
    rows: [],
    renderEmptyState: () => <EmptyState title="No payments yet">Payments appear after the first billing day.</EmptyState>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent('No payments yet');
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'A temporary error has occurred. Please try again later.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('A temporary error has occurred.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RowActions: Story = {
  args: {
    rowActions: (row) => [
      { id: 'receipt', label: 'Send receipt', isDisabled: row.status !== 'Paid' },
      { id: 'print', label: 'Print' },
    ],
    rowActionsLabel: (row) => `Actions for ${row.period}`,
    onRowAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Oct 2026' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Send receipt' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(payments[1], 'receipt');
    // Focus returns to the row's menu button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for Oct 2026' })).toHaveFocus());
  },
};

/** A phone: the table scrolls sideways inside its box and the period column stays in view. */
export const MobileScroll: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('table').parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // A box that scrolls sideways is a named group the keyboard can reach and scroll.
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(within(canvasElement).getByRole('group', { name: 'Payment history' })).toBe(scroller);
    const firstCell = within(canvasElement).getAllByRole('rowheader')[0] as HTMLElement;
    const before = firstCell.getBoundingClientRect().left;
    scroller.scrollLeft = 200;
    await waitFor(() => expect(firstCell.getBoundingClientRect().left).toBeCloseTo(before, 0));
  },
};

export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const table = within(canvasElement).getByRole('table');
    // The box and the rule under the header stay drawn in system colours.
    await expect(getComputedStyle(table.parentElement as HTMLElement).borderTopStyle).toBe('solid');
    const header = within(table).getAllByRole('columnheader')[0] as HTMLElement;
    await expect(getComputedStyle(header).borderBottomStyle).toBe('solid');
  },
};
