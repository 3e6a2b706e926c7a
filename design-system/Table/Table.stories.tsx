import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmailAddress } from '../EmailAddress';
import { EmptyState } from '../EmptyState';
import { StatusLabel, type BillingStatus } from '../StatusLabel';
import { Table } from './Table';
import type { SortDescriptor, TableColumn, TableProps } from './interfaces';

interface Payment {
  id: string;
  period: string;
  plan: string;
  amount: number;
  status: BillingStatus;
  paidOn: string;
  method: string;
  receiptTo: string;
}

const payments: Payment[] = [
  { id: 'p-11', period: 'Nov 2026', plan: 'NetFUNNEL Medium', amount: 2588.34, status: 'Pending', paidOn: 'Dec 1, 2026', method: 'Visa •••• 4242', receiptTo: 'billing.team@acme-retail.example' },
  { id: 'p-10', period: 'Oct 2026', plan: 'NetFUNNEL Medium', amount: 1200, status: 'Paid', paidOn: 'Nov 1, 2026', method: 'Visa •••• 4242', receiptTo: 'minji.kim@acme-retail.example' },
  { id: 'p-09', period: 'Sep 2026', plan: 'NetFUNNEL Small', amount: 300, status: 'Failed', paidOn: 'Oct 1, 2026', method: 'Bank transfer', receiptTo: 'minji.kim@acme-retail.example' },
  { id: 'p-08', period: 'Aug 2026', plan: 'NetFUNNEL Small', amount: 300, status: 'Unpaid', paidOn: 'Sep 1, 2026', method: 'Bank transfer', receiptTo: 'minji.kim@acme-retail.example' },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: TableColumn<Payment>[] = [
  { id: 'period', name: 'Usage period', isRowHeader: true, allowsSorting: true, render: (row) => row.period },
  { id: 'plan', name: 'Plan', minInlineSize: '10rem', render: (row) => row.plan },
  { id: 'amount', name: 'Amount', align: 'end', allowsSorting: true, render: (row) => usd.format(row.amount) },
  { id: 'status', name: 'Status', render: (row) => <StatusLabel vocabulary="billing" status={row.status} /> },
];

/** More columns than a narrow box holds: it scrolls sideways. */
const wideColumns: TableColumn<Payment>[] = [
  ...columns,
  { id: 'paidOn', name: 'Payment date', render: (row) => row.paidOn },
  { id: 'method', name: 'Payment method', render: (row) => row.method },
  { id: 'receiptTo', name: 'Receipt e-mail', wrap: true, minInlineSize: '12rem', render: (row) => <EmailAddress address={row.receiptTo} /> },
];

const rowActions: TableProps<Payment>['rowActions'] = (row) => [
  { id: 'receipt', label: 'Send receipt', isDisabled: row.status !== 'Paid' },
  { id: 'print', label: 'Print' },
];

/** The scroll box of a table in the HTML layout, and the frame that holds its edge shades. */
const scrollParts = (canvasElement: HTMLElement) => {
  const scroller = within(canvasElement).getByRole('table').parentElement as HTMLElement;
  return { scroller, frame: scroller.parentElement as HTMLElement };
};

/** Whether the frame's shade on that side shows (its pseudo-element). */
const shadeShows = (frame: HTMLElement, side: '::before' | '::after') => getComputedStyle(frame, side).opacity === '1';

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

function SortableTable(props: Partial<TableProps<Payment>>) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'period', direction: 'descending' });
  const rows = useMemo(() => {
    const sorted = [...payments].sort((a, b) =>
      sort.column === 'amount' ? a.amount - b.amount : a.id.localeCompare(b.id),
    );
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  return <Table {...props} aria-label="Payment history" columns={columns} rows={rows} sortDescriptor={sort} onSortChange={setSort} />;
}

export const Sorting: Story = {
  render: (args) => <SortableTable {...args} />,
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
    await expect(table.closest('[data-layout]')).toHaveAttribute('aria-busy', 'true');
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
    rowActions,
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

/**
 * A table wider than its box (here a 600 px box on a desktop): it scrolls sideways, the first column stays in
 * view, and a shade at the end edge says there is more.
 */
export const ScrollCue: Story = {
  args: { columns: wideColumns },
  render: (args) => (
    <div style={{ inlineSize: 600 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { scroller, frame } = scrollParts(canvasElement);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // A box that scrolls sideways is a named group the keyboard can reach and scroll.
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(within(canvasElement).getByRole('group', { name: 'Payment history' })).toBe(scroller);
    // At the start: more to see at the end only.
    await waitFor(() => expect(frame).toHaveAttribute('data-more-end'));
    await expect(frame).not.toHaveAttribute('data-more-start');
    await expect(shadeShows(frame, '::after')).toBe(true);
    // Short values keep their natural width: a status and an amount on one line each.
    const firstRow = within(canvasElement).getAllByRole('row')[1] as HTMLElement;
    for (const cell of within(firstRow).getAllByRole('cell').slice(0, 3)) {
      await expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    }
  },
};

/** Scrolled to the middle: shades at both edges, the start one at the kept first column's edge. */
export const ScrollCueScrolled: Story = {
  ...ScrollCue,
  play: async ({ canvasElement }) => {
    const { scroller, frame } = scrollParts(canvasElement);
    const firstCell = within(canvasElement).getAllByRole('rowheader')[0] as HTMLElement;
    const before = firstCell.getBoundingClientRect().left;
    scroller.scrollLeft = 120;
    await waitFor(() => expect(frame).toHaveAttribute('data-more-start'));
    await expect(frame).toHaveAttribute('data-more-end');
    await expect(firstCell.getBoundingClientRect().left).toBeCloseTo(before, 0);
    // The kept column's shade (its style may land a frame after the attribute).
    await waitFor(() => expect(getComputedStyle(firstCell, '::before').opacity).toBe('1'));
    // At the far end: no more to see there.
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(frame).not.toHaveAttribute('data-more-end'));
    await expect(frame).toHaveAttribute('data-more-start');
    // The picture: in the middle again.
    scroller.scrollLeft = 120;
    await waitFor(() => expect(frame).toHaveAttribute('data-more-end'));
  },
};

/** A phone with `narrowLayout="scroll"`: the table keeps its columns and scrolls, with the shade at its end. */
export const MobileScroll: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { narrowLayout: 'scroll' },
  play: async ({ canvasElement }) => {
    const { scroller, frame } = scrollParts(canvasElement);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await waitFor(() => expect(frame).toHaveAttribute('data-more-end'));
    // Nothing squeezed: the amount and the status each on one line.
    const amount = within(canvasElement).getAllByRole('cell')[1] as HTMLElement;
    await expect(amount.getBoundingClientRect().height).toBeLessThan(50);
  },
};

/** The cards of one row per payment: the period as the title, the menu at its end, each value after its column's name. */
const expectCards = async (canvasElement: HTMLElement, count: number) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
  const list = canvas.getByRole('list', { name: 'Payment history' });
  const cards = within(list).getAllByRole('listitem');
  await expect(cards).toHaveLength(count);
  return { list, cards };
};

/** A phone (mobile_sm): a list of cards, one per row, with the sort above it. */
export const Cards: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  render: (args) => <SortableTable {...args} />,
  args: { rowActions, rowActionsLabel: (row) => `Actions for ${row.period}` },
  play: async ({ canvasElement }) => {
    const { cards } = await expectCards(canvasElement, 4);
    const first = cards[0] as HTMLElement;
    await expect(first).toHaveTextContent('Nov 2026');
    // "Label: value" as a description list, the other columns in their order.
    const terms = within(first).getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Plan', 'Amount', 'Status']);
    await expect(within(first).getAllByRole('definition')[1]).toHaveTextContent('$2,588.34');
    await expect(within(first).getByRole('button', { name: 'Actions for Nov 2026' })).toBeVisible();
    // No value squeezed: each one line.
    for (const value of within(first).getAllByRole('definition')) {
      await expect(value.getBoundingClientRect().height).toBeLessThanOrEqual(22);
    }
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Sorting on a phone: there are no headers, a "Sort by" select above the cards does it. */
export const CardsSorting: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, 4);
    const canvas = within(canvasElement);
    const sort = canvas.getByRole('combobox');
    await expect(sort).toHaveValue('period-descending');
    await userEvent.selectOptions(sort, 'amount-ascending');
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('$300.00'));
    await expect(canvas.getAllByRole('listitem')[3]).toHaveTextContent('$2,588.34');
    await expect(sort).toHaveValue('amount-ascending');
  },
};

/** A row's menu from its card, on a phone. */
export const CardsRowActions: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { rowActions, rowActionsLabel: (row) => `Actions for ${row.period}`, onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    await expectCards(canvasElement, 4);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Oct 2026' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Send receipt' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(payments[1], 'receipt');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for Oct 2026' })).toHaveFocus());
  },
};

export const CardsLoading: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  parameters: { englishOnlyText: true },
  args: { isLoading: true, loadingRowCount: 3 },
  play: async ({ canvasElement }) => {
    const { list } = await expectCards(canvasElement, 3);
    await expect(list.closest('[data-layout]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(3);
  },
};

export const CardsEmpty: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  parameters: { englishOnlyText: true },
  args: Empty.args,
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Payment history' });
    await expect(group).toHaveTextContent('No payments yet');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const CardsError: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: ErrorWithRetry.args,
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('A temporary error has occurred.');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * The box decides, not the window: on a desktop a table in a 20rem side column is cards too; wide columns wrap
 * only the e-mail, between its parts.
 */
export const CardsInNarrowBox: Story = {
  args: { columns: wideColumns },
  render: (args) => (
    <div style={{ inlineSize: '20rem' }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { cards } = await expectCards(canvasElement, 4);
    await expect(within(cards[0] as HTMLElement).getAllByRole('term')).toHaveLength(wideColumns.length - 1);
  },
};

/** tablet_md (576 px window, a 544 px box): still the cards. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, 4);
  },
};

/** tablet_lg (768 px): the table, whole. */
export const TabletLg: Story = {
  globals: { viewport: { value: 'tablet_lg', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  args: ScrollCue.args,
  render: ScrollCue.render,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const table = within(canvasElement).getByRole('table');
    // The box and the rule under the header stay drawn in system colours.
    await expect(getComputedStyle(table.parentElement as HTMLElement).borderTopStyle).toBe('solid');
    const header = within(table).getAllByRole('columnheader')[0] as HTMLElement;
    await expect(getComputedStyle(header).borderBottomStyle).toBe('solid');
    // The end shade, which high contrast would drop, is a solid edge in the text colour.
    const { frame } = scrollParts(canvasElement);
    await waitFor(() => expect(shadeShows(frame, '::after')).toBe(true));
    await expect(getComputedStyle(frame, '::after').backgroundImage).toBe('none');
  },
};
