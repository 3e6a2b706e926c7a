import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TagGroup } from './TagGroup';
import type { TagItem } from './interfaces';

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

/** Tags that go when removed. */
function Removable() {
  const [tags, setTags] = useState(domains);
  return <TagGroup label="Domains" tags={tags} onRemove={(keys) => setTags((current) => current.filter((tag) => !keys.has(tag.id)))} />;
}

/** Tab to the first tag, Arrow Right to the second, Backspace: two tags are left, focus on the next one. */
export const RemoveWithKeyboard: Story = {
  render: () => <Removable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvasElement).not.toHaveTextContent('www.acme-retail.example');
    await expect(canvas.getByRole('row', { name: 'api.acme-retail.example' })).toHaveFocus();
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
