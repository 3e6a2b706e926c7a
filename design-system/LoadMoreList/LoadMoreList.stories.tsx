import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { LoadMoreList } from './LoadMoreList';

interface Entry {
  id: string;
  text: string;
}

const entry = (index: number): Entry => ({ id: `e${index}`, text: `Minji Kim changed the plan (${index + 1})` });
const firstPage = Array.from({ length: 5 }, (_, index) => entry(index));

/**
 * A feed read from the top. **When to use**: the activity log, where people read the newest first and
 * rarely jump to page 7. For tables with pages use `Pagination`.
 */
const meta = {
  title: 'Components/Collections/LoadMoreList',
  component: LoadMoreList<Entry>,
  args: {
    'aria-label': 'Activity log',
    items: firstPage,
    getKey: (item: Entry) => item.id,
    renderItem: (item: Entry) => item.text,
    hasMore: true,
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadMoreList<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Activity log' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { loadMoreLabel: 'Show older entries' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show older entries' })).toBeVisible();
  },
};

function Feed() {
  const [items, setItems] = useState(firstPage);
  const [loading, setLoading] = useState(false);
  return (
    <LoadMoreList
      aria-label="Activity log"
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => item.text}
      hasMore={items.length < 12}
      isLoadingMore={loading}
      onLoadMore={() => {
        setLoading(true);
        setTimeout(() => {
          setItems((current) => [...current, ...Array.from({ length: 5 }, (_, index) => entry(current.length + index))].slice(0, 12));
          setLoading(false);
        }, 50);
      }}
    />
  );
}

/** Keyboard: Enter loads a page, focus stays on the button, the count is announced; at the end, a note. */
export const KeyboardToTheEnd: Story = {
  render: () => <Feed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(10));
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('[aria-live="polite"]')?.textContent).toMatch(/10/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(12));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadingMore: Story = {
  args: { isLoadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const End: Story = {
  parameters: { englishOnlyText: true },
  args: { hasMore: false, endLabel: 'Activity is kept for one year.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Activity is kept for one year.');
  },
};

export const Empty: Story = {
  parameters: { englishOnlyText: true },
  args: { items: [], hasMore: false, emptyState: <EmptyState title="No activity in this period" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(canvasElement).toHaveTextContent('No activity in this period');
  },
};
