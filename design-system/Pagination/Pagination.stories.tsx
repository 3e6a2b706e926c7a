import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

/**
 * Pages of a list. **When to use**: tables the API pages (payments, members, contracts: size 10). For a
 * feed read from the top (activity log) use `LoadMoreList`.
 */
const meta = {
  title: 'Components/Collections/Pagination',
  parameters: { englishOnlyText: true },
  component: Pagination,
  args: { page: 0, totalItems: 200, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeVisible();
    const current = canvasElement.querySelector('[aria-current="page"]');
    // 0-based in, 1-based shown.
    await expect(current).toHaveTextContent('1');
    const [previous] = buttons(canvasElement);
    await expect(previous).toBeDisabled();
    await userEvent.click(buttons(canvasElement).at(-1) as HTMLElement);
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const Playground: Story = {
  args: { page: 9 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('10');
    await expect(canvasElement.textContent).toContain('…');
  },
};

function Controlled() {
  const [page, setPage] = useState(0);
  return (
    <div>
      <Pagination page={page} onPageChange={setPage} totalItems={45} />
      <p role="status">{`pageNum=${page}`}</p>
    </div>
  );
}

export const Keyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Previous is disabled on the first page: Tab starts at page 1.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('pageNum=1');
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('2');
  },
};

export const LastPage: Story = {
  args: { page: 19 },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement).at(-1)).toBeDisabled();
  },
};

export const SinglePage: Story = {
  args: { totalItems: 7 },
  play: async ({ canvasElement }) => {
    const all = buttons(canvasElement);
    await expect(all).toHaveLength(3);
    await expect(all[0]).toBeDisabled();
    await expect(all[2]).toBeDisabled();
  },
};

export const LabelsOverride: Story = {
  args: { labels: { previous: 'Newer payments', next: 'Older payments', page: (n) => `Payments page ${n}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Older payments' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Payments page 2' })).toBeVisible();
  },
};

/** A phone: the arrows and "3 / 20". */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { page: 2 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).not.toBeVisible();
    await expect(canvasElement).toHaveTextContent(/3\s*\/\s*20/);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  args: { page: 4 },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const current = canvasElement.querySelector('[aria-current="page"]') as HTMLElement;
    await expect(getComputedStyle(current).borderTopWidth).toBe('2px');
  },
};
