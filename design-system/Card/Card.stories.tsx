import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Card } from './Card';

/**
 * A surface for one subject. **When to use**: a block of the dashboard or a detail page (organisation,
 * billing summary). **Don't** nest cards in cards.
 */
const meta = {
  title: 'Components/Display/Card',
  parameters: { englishOnlyText: true },
  component: Card,
  args: { title: 'Billing summary', children: 'Next payment on 5 Dec 2026: $2,588.34.' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Billing summary' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Billing summary' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { headingLevel: 2, padding: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Link href="#payment" variant="standalone">
        Payment history
      </Link>
    ),
    footer: <Button variant="secondary">Change card</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(within(card).getByRole('link', { name: 'Payment history' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Change card' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Next payment');
  },
};

export const LongText: Story = {
  args: {
    title: 'Resumen de facturación de la organización Comercializadora Internacional',
    actions: (
      <Link href="#payment" variant="standalone">
        Historial de pagos
      </Link>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading').getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};
