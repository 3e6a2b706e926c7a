import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconPaths } from './paths';
import type { IconName } from './interfaces';

const names = Object.keys(iconPaths) as IconName[];

const meta = {
  title: 'Components/Display/Icon',
  parameters: { englishOnlyText: true },
  component: Icon,
  args: { name: 'plus', size: 24 },
  argTypes: {
    name: { control: 'select', options: names },
    size: { control: 'inline-radio', options: [16, 20, 24] },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.getBoundingClientRect().width).toBe(24);
  },
};

export const Playground: Story = {
  args: { name: 'download', size: 20 },
  play: async ({ canvasElement, args }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('data-icon', args.name);
    await expect(svg?.getBoundingClientRect().width).toBe(20);
  },
};

/** Every icon of the set, at each size. */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 24, alignItems: 'center' }}>
      {names.map((name) => (
        <div key={name} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Icon name={name} size={16} />
          <Icon name={name} size={20} />
          <Icon name={name} size={24} />
          <code>{name}</code>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(names.length * 3);
    for (const size of [16, 20, 24]) {
      const svg = canvasElement.querySelector(`svg[data-size="${size}"]`);
      await expect(svg?.getBoundingClientRect().height).toBe(size);
    }
  },
};

/** A meaningful icon on its own carries a name (role img). */
export const Labelled: Story = {
  args: { name: 'check', 'aria-label': 'Verified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Verified' })).toBeVisible();
  },
};
