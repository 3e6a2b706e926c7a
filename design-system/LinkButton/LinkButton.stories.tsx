import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { LinkButton } from './LinkButton';

/**
 * A link styled as a button. **When to use**: navigation that deserves a button's weight ("Go to
 * plans" in an empty state, "Open dashboard" on a service card). **Don't** use it for actions that
 * change data: that is `Button`.
 */
const meta = {
  title: 'Components/Actions/LinkButton',
  parameters: { englishOnlyText: true },
  component: LinkButton,
  args: { children: 'Go to plans', href: '#plans' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to plans' });
    await expect(link).toHaveAttribute('href', '#plans');
    await expect(link).toHaveAttribute('data-variant', 'secondary');
    await expect(link.getBoundingClientRect().height).toBe(40);
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').getBoundingClientRect().height).toBe(48);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <LinkButton {...args} variant="primary">
        Open dashboard
      </LinkButton>
      <LinkButton {...args} variant="secondary">
        Go to plans
      </LinkButton>
      <LinkButton {...args} variant="tertiary" icon={<Icon name="download" />}>
        Download the manual
      </LinkButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('data-variant'))).toEqual(['primary', 'secondary', 'tertiary']);
  },
};

export const External: Story = {
  args: { isExternal: true, children: 'Changelog', href: 'https://example.com/changelog' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Changelog/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, variant: 'primary' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').getBoundingClientRect().width).toBe(320);
  },
};
