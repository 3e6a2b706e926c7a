import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../LinkButton';
import { ServiceCard } from './ServiceCard';

/**
 * One product on the dashboard: plan, tenant state and the next step. The tenant vocabulary is the
 * spec's: configuring (pending/none), running, stopped (stopped/stopping), failed, deleted.
 */
const meta = {
  title: 'Components/Display/ServiceCard',
  component: ServiceCard,
  args: {
    name: 'NetFUNNEL',
    plan: 'Medium',
    tenantStatus: 'running',
    actions: (
      <LinkButton href="#dashboard" variant="primary">
        Open dashboard
      </LinkButton>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'NetFUNNEL' });
    await expect(card).toHaveTextContent('Medium');
    await expect(within(card).getByRole('link', { name: 'Open dashboard' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { tenantStatus: 'pending', description: 'About 10 minutes.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('About 10 minutes.');
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['pending', 'running', 'stopped', 'failed', 'deleted'] as const).map((status) => (
        <ServiceCard key={status} name={`NetFUNNEL ${status}`} plan="Small" tenantStatus={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('region');
    await expect(cards).toHaveLength(5);
    // Each state reads differently.
    await expect(new Set(cards.map((card) => card.textContent)).size).toBe(5);
  },
};

export const WithBadge: Story = {
  args: { name: 'Bot Manager', badge: 'MBUSTER', plan: 'Free Trial', tenantStatus: 'running' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Bot Manager' })).toHaveTextContent('MBUSTER');
  },
};

export const NotSubscribed: Story = {
  args: {
    plan: undefined,
    tenantStatus: undefined,
    actions: (
      <LinkButton href="#plans" variant="secondary">
        Subscribe
      </LinkButton>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Subscribe' })).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { name: 'WAVE', isUnavailable: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'WAVE' });
    await expect(card).toHaveAttribute('data-unavailable', 'true');
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    plan: 'Empresarial con soporte prioritario',
    tenantStatus: 'failed',
    description: 'Póngase en contacto con el equipo de asistencia técnica para restablecer el servicio.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region').getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
