import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { PageHeader } from './PageHeader';

const onInvite = fn();

const breadcrumbs = (
  <nav aria-label="Breadcrumbs">
    <a href="#account">Account</a> / <span aria-current="page">Members</span>
  </nav>
);

/** Page title (`h1`) with description, actions and a breadcrumbs slot. */
const meta = {
  title: 'Components/Layout/PageHeader',
  parameters: { englishOnlyText: true },
  component: PageHeader,
  args: {
    title: 'Member management',
    description: 'Invite people to your organisation and choose their role for each product.',
    actions: (
      <Button icon={<Icon name="plus" />} onPress={onInvite}>
        Invite members
      </Button>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    actions: { control: false },
    breadcrumbs: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onInvite.mockClear();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Member management' });
    const action = canvas.getByRole('button', { name: 'Invite members' });
    // Actions beside the title on wide content.
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await userEvent.click(action);
    await expect(onInvite).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { title: 'Payment management', description: 'Up to five cards.', breadcrumbs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().top,
    );
  },
};

/** Title only. */
export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long Spanish title wraps; the action moves under it on narrow content (a 320 px container). */
export const NarrowContainerLongSpanish: Story = {
  args: {
    title: 'Administración de miembros de la organización',
    description: 'Invite a personas a su organización y elija su función para cada producto contratado.',
    actions: <Button icon={<Icon name="plus" />}>Invitar miembros</Button>,
    breadcrumbs,
  },
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Invitar miembros' });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};
