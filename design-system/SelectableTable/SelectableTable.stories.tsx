import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusLabel, type MemberStatus } from '../StatusLabel';
import type { TableColumn } from '../Table';
import { SelectableTable } from './SelectableTable';

interface Member {
  id: string;
  email: string;
  role: string;
  status: MemberStatus;
}

const members: Member[] = [
  { id: 'm-1', email: 'owner@example.com', role: 'Owner', status: 'Active' },
  { id: 'm-2', email: 'admin@example.com', role: 'Admin', status: 'Pending' },
  { id: 'm-3', email: 'viewer@example.com', role: 'Viewer', status: 'Inactive' },
];

const columns: TableColumn<Member>[] = [
  { id: 'email', name: 'Email', isRowHeader: true, render: (row) => row.email },
  { id: 'role', name: 'Role', render: (row) => row.role },
  { id: 'status', name: 'Status', render: (row) => <StatusLabel vocabulary="member" status={row.status} /> },
];

/**
 * `Table` with row selection, on React Aria's grid. **When to use**: only when the user picks rows to act on them
 * together; a table that shows rows is a `Table` (the grid's code is several times larger).
 */
const meta = {
  title: 'Components/Collections/SelectableTable',
  component: SelectableTable<Member>,
  args: { 'aria-label': 'Members', columns, rows: members, onSelectionChange: fn() },
} satisfies Meta<typeof SelectableTable<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Members' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    // "Select all" and one checkbox per row.
    await expect(within(grid).getAllByRole('checkbox')).toHaveLength(4);
  },
};

/** Two of three rows selected by the caller (`selectedKeys`): "select all" shows a partial selection. */
export const Playground: Story = {
  args: { selectionMode: 'multiple', selectedKeys: ['m-2', 'm-3'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('owner@example.com');
    const selected = canvas.getAllByRole('row').map((row) => row.getAttribute('aria-selected'));
    await expect(selected.slice(1)).toEqual(['false', 'true', 'true']);
  },
};

export const RowSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [selectAll, first] = canvas.getAllByRole('checkbox');
    if (!selectAll || !first) throw new Error('no checkboxes');
    await userEvent.click(first);
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenCalled();
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveAttribute('aria-selected', 'true');
    // The pointer leaves both rows it pressed: the picture shows the checked boxes, not a hover style that may or may
    // not have arrived when it was taken.
    await userEvent.unhover(first);
    await userEvent.unhover(selectAll);
  },
};

/** Keyboard: arrows move between rows, Space selects the focused one. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await expect(canvas.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No "select all" for one row at a time.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
    const [first, second] = canvas.getAllByRole('checkbox');
    if (!first || !second) throw new Error('no checkboxes');
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(canvas.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: { englishOnlyText: true },
  args: { isLoading: true, loadingRowCount: 3 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(3);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  args: { selectedKeys: ['m-2'] },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const selected = within(canvasElement).getAllByRole('row')[2] as HTMLElement;
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(selected.firstElementChild as HTMLElement).outlineStyle).toBe('solid');
  },
};
