import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBox } from './ListBox';

const products = [
  { id: 'netfunnel', label: 'NetFUNNEL', description: 'Virtual waiting room' },
  { id: 'botmanager', label: 'Bot Manager', description: 'Bot management' },
  { id: 'mbuster', label: 'mBuster', description: 'Bot blocking' },
  { id: 'wave', label: 'WAVE', description: 'Auto-scaling', isDisabled: true },
];

/** A visible list to pick from. **When to use**: a short list that should stay open (a filter panel). */
const meta = {
  title: 'Components/Collections/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Products', options: products, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox', { name: 'Products' })).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: /Bot Manager/ }));
    await expect(canvas.getByRole('option', { name: /Bot Manager/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['netfunnel', 'mbuster'] },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(2);
  },
};

export const Keyboard: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: /NetFUNNEL/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /mBuster/ })).toHaveFocus();
    // The unavailable product is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /mBuster/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: /mBuster/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledOption: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: /WAVE/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listbox').textContent?.length).toBeGreaterThan(0);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await userEvent.tab();
    const first = within(canvasElement).getByRole('option', { name: /NetFUNNEL/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
  },
};
