import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const subscription = [
  { id: 'plan', term: 'Plan', description: 'NetFUNNEL Medium' },
  { id: 'started', term: 'Started', description: '16 Nov 2026' },
  { id: 'next', term: 'Next payment', description: '5 Dec 2026 · $2,588.34' },
  { id: 'method', term: 'Payment method', description: 'Visa ending 4242' },
];

/**
 * Key/value pairs of a detail panel. **When to use**: the facts of one thing (a subscription, an account,
 * a contract). **Don't** use it for many rows of the same kind: that is a table.
 */
const meta = {
  title: 'Components/Display/DescriptionList',
  parameters: { englishOnlyText: true },
  component: DescriptionList,
  args: { items: subscription, 'aria-label': 'Subscription' },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'columns', 'stacked'] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('dl > div')];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('aria-label', 'Subscription');
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(4);
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(4);
  },
};

export const Playground: Story = {
  args: { layout: 'columns', dividers: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-layout', 'columns');
  },
};

/**
 * `layout="columns"` keeps term and value on one line even in a 400 px card, where `auto` (the Default, 640 px wide)
 * would stack them.
 */
export const Columns: Story = {
  args: { layout: 'columns' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [first] = rows(canvasElement);
    const term = first?.querySelector('dt')?.getBoundingClientRect();
    const value = first?.querySelector('dd')?.getBoundingClientRect();
    await expect(Math.abs((term?.top ?? 0) - (value?.top ?? 99))).toBeLessThan(4);
  },
};

/** A narrow card: the layout follows the list's own width and stacks. */
export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [first] = rows(canvasElement);
    const term = first?.querySelector('dt')?.getBoundingClientRect();
    const value = first?.querySelector('dd')?.getBoundingClientRect();
    await expect(value?.top ?? 0).toBeGreaterThan(term?.top ?? 0);
  },
};

export const LongText: Story = {
  args: {
    items: [
      { id: 'org', term: 'Nombre de la organización', description: 'Comercializadora Internacional de Servicios en la Nube S.A. de C.V.' },
      { id: 'mail', term: 'Correo electrónico del propietario', description: 'administracion.facturacion.internacional@example.com' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(2);
  },
};
