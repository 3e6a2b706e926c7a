import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectLikeWorking, SideBySide } from '../deferred/lookAlikeStories';
import { TagGroup } from './TagGroup';
import { TagGroupControl } from './TagGroupControl';
import { TagGroupPreview } from './TagGroupPreview';
import type { TagGroupProps, TagItem } from './interfaces';

const domains: TagItem[] = [
  { id: 'shop', label: 'shop.acme-retail.example' },
  { id: 'www', label: 'www.acme-retail.example' },
  { id: 'api', label: 'api.acme-retail.example' },
];

/** Short values under one label. **When to use**: a member's domains, the products a filter holds. */
const meta = {
  title: 'Components/Collections/TagGroup',
  component: TagGroup,
  args: { label: 'Domains', tags: domains },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Domains' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await expect(within(grid).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { description: 'Bot detection needs at least one domain.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Bot detection needs at least one domain.');
  },
};

/** Tags that go when removed; in the working group, or in `Group` (a look-alike). */
function Removable({ Group = TagGroup }: { Group?: (props: TagGroupProps) => ReactNode }) {
  const [tags, setTags] = useState(domains);
  return <Group label="Domains" tags={tags} onRemove={(keys) => setTags((current) => current.filter((tag) => !keys.has(tag.id)))} />;
}

/** Tab to the first tag, Arrow Right to the second, Backspace: two tags are left. */
async function removeSecondByKeyboard(canvasElement: HTMLElement) {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard('{Backspace}');
  await expect(within(canvasElement).getAllByRole('row')).toHaveLength(2);
  await expect(canvasElement).not.toHaveTextContent('www.acme-retail.example');
}

export const RemoveWithKeyboard: Story = {
  render: () => <Removable />,
  play: async ({ canvasElement }) => {
    await removeSecondByKeyboard(canvasElement);
  },
};

export const RemoveWithMouse: Story = {
  parameters: { englishOnlyText: true },
  render: () => <Removable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const removes = canvas.getAllByRole('button');
    await expect(removes).toHaveLength(3);
    await userEvent.click(removes[0] as HTMLElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    // Nothing to list: the group says so instead of an empty grid.
    const group = within(canvasElement).getByRole('group', { name: 'Domains' });
    await expect(within(group).queryAllByRole('row')).toHaveLength(0);
    await expect(group.textContent?.trim().length).toBeGreaterThan(0);
  },
};

export const LongText: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'Dominios protegidos por la detección de bots',
    tags: [{ id: 'long', label: 'tienda-internacional-de-comercio-electronico.acme-retail.example' }, ...domains],
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(4);
  },
};

const previewArgs = { onFocusedIndexChange: fn() };

/**
 * Before its grid's code has loaded (the app loads it when the page is idle), the group shows a look-alike: the same
 * tags, box and names as the working group beside it. A focused tag asks for the working code.
 */
export const BeforeItsCodeLoads: Story = {
  args: { description: 'Bot detection needs at least one domain.', onRemove: fn() },
  render: (args) => <SideBySide lookAlike={<TagGroupPreview {...args} {...previewArgs} />} working={<TagGroupControl {...args} />} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lookAlike = within(canvas.getByTestId('look-alike'));
    const working = within(canvas.getByTestId('working'));
    const grid = lookAlike.getByRole('grid', { name: 'Domains' });
    await expect(grid).toHaveAccessibleDescription('Bot detection needs at least one domain.');
    // The same ARIA attributes, box and text: the grid, each row and each remove button.
    await expectLikeWorking(grid, working.getByRole('grid'));
    const rows = lookAlike.getAllByRole('row');
    const workingRows = working.getAllByRole('row');
    await expect(rows).toHaveLength(workingRows.length);
    for (const [index, row] of rows.entries()) {
      const workingRow = workingRows[index] as HTMLElement;
      await expectLikeWorking(row, workingRow);
      await expect(row.dataset['key']).toBe(workingRow.dataset['key']);
      const remove = within(row).getByRole('button');
      const workingRemove = within(workingRow).getByRole('button');
      await expectLikeWorking(remove, workingRemove);
      await expect(remove.getAttribute('aria-label')).toBe(workingRemove.getAttribute('aria-label'));
      await expect(row.getAttribute('aria-label')).toBe(workingRow.getAttribute('aria-label'));
    }
    // One tab stop; arrow keys move between tags, and a focused tag asks for the working code.
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await expect(previewArgs.onFocusedIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[1]).toHaveFocus();
    await expect(previewArgs.onFocusedIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['api']));
    await userEvent.tab();
    await expect(previewArgs.onFocusedIndexChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** The look-alike removes tags as the working group does: Backspace or a remove button, focus to the next tag. */
export const BeforeItsCodeLoadsRemove: Story = {
  parameters: {
    screenshot: { samePictureBecause: 'With its last tag removed the look-alike must look exactly like the Empty group.' },
  },
  render: () => <Removable Group={(props) => <TagGroupPreview {...props} {...previewArgs} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await removeSecondByKeyboard(canvasElement);
    await expect(canvas.getByRole('row', { name: 'api.acme-retail.example' })).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('button')[0] as HTMLElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await userEvent.keyboard('{Delete}');
    // The last one gone, the list says so and keeps focus, as the working group does.
    await expect(canvas.getByRole('group', { name: 'Domains' })).toHaveFocus();
  },
};

/** The working group replacing a look-alike whose second tag had focus: that tag has it on arrival. */
export const FocusHandedOver: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => <TagGroupControl {...args} focusedIndex={1} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: 'www.acme-retail.example' })).toHaveFocus();
  },
};
