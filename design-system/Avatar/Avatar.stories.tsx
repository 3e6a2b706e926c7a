import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';

/** A person as initials. **When to use**: member lists, the profile button. Give the real name. */
const meta = {
  title: 'Components/Display/Avatar',
  parameters: { englishOnlyText: true },
  component: Avatar,
  args: { name: 'Minji Kim' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Minji Kim' });
    await expect(avatar).toHaveTextContent('MK');
    await expect(avatar.getBoundingClientRect().width).toBe(40);
  },
};

export const Playground: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').getBoundingClientRect().width).toBe(48);
  },
};

export const Names: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Avatar name="김민지" />
      <Avatar name="山田 太郎" />
      <Avatar name="José Álvarez" />
      <Avatar name="" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('[data-size]')].map((avatar) => avatar.textContent);
    await expect(texts).toEqual(['김민', '山田', 'JÁ', '?']);
  },
};

export const Decorative: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <Avatar {...args} size="sm" /> Minji Kim
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
