import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const onInvite = fn();

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No members yet',
    children: 'Invite up to 10 people at once and give them a role per service.',
    illustration: <Icon name="inbox" />,
    action: (
      <Button icon={<Icon name="plus" />} onPress={onInvite}>
        Invite members
      </Button>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    title: { control: 'text' },
    children: { control: 'text' },
    illustration: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onInvite.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No members yet' })).toBeVisible();
    // The illustration is decorative.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.tab();
    const action = canvas.getByRole('button', { name: 'Invite members' });
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onInvite).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { size: 'sm', headingLevel: 2, title: 'No invoices', children: 'Invoices appear here after the first payment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No invoices' })).toBeVisible();
  },
};

/** Only a title: no empty boxes where the text, picture and action would be. */
export const TitleOnly: Story = {
  parameters: { englishOnlyText: true },
  args: { title: 'Nothing to show', children: undefined, illustration: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('heading').parentElement as HTMLElement;
    await expect(root.children).toHaveLength(1);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Small, inside a card-sized column, with long Spanish text and two actions that wrap. */
export const NarrowLongSpanish: Story = {
  parameters: { englishOnlyText: true },
  args: {
    size: 'sm',
    title: 'Todavía no hay reservas de entradas puntuales',
    children:
      'Una reserva le da una suscripción de 7 días a partir de las 00:00 de la fecha elegida, desde 2 días después del final de su suscripción.',
    action: (
      <>
        <Button>Reservar una entrada</Button>
        <Button variant="secondary">Ver la documentación</Button>
      </>
    ),
  },
  render: (args) => (
    <div style={{ inlineSize: 280, border: '1px solid var(--ac-color-border-default)' }} data-testid="card">
      <EmptyState {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    // The two actions wrap onto two rows in 280px.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
    const card = canvas.getByTestId('card');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
