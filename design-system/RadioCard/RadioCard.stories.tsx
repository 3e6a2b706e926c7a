import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../RadioGroup';
import { RadioCard } from './RadioCard';

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

/**
 * A large radio option for plan tiers: title, description, price slot, badge and feature list. Cards
 * go in a `RadioGroup`; `orientation="horizontal"` shares a row that wraps.
 */
const meta = {
  title: 'Components/Choice/RadioCard',
  parameters: { englishOnlyText: true },
  component: RadioCard,
  args: {
    value: 'NF_SMALL',
    title: 'Small',
    description: '1,000 concurrent users, 20,000 monitored users.',
    price: `${usd(300)} / month`,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    price: { control: 'text' },
    badge: { control: 'text' },
    children: { control: 'text' },
  },
  render: (args) => (
    <RadioGroup label="Plan" onChange={fn()}>
      <RadioCard {...args} />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPlanChange = fn();

function PlanTiers({ defaultValue = 'NF_FREETRIAL', orientation = 'horizontal' as const }) {
  return (
    <RadioGroup label="Plan" orientation={orientation} defaultValue={defaultValue} onChange={onPlanChange}>
      <RadioCard
        value="NF_FREETRIAL"
        title="Free Trial"
        description="14 days, every feature of Small."
        price="Free"
        badge="Current plan"
      />
      <RadioCard
        value="NF_SMALL"
        title="Small"
        description="1,000 concurrent users, 20,000 monitored users."
        price={`${usd(300)} / month`}
      />
      <RadioCard
        value="NF_MEDIUM"
        title="Medium"
        description="5,000 concurrent users, 100,000 monitored users."
        price={`${usd(900)} / month`}
      />
      <RadioCard
        value="NF_LARGE"
        title="Large"
        description="20,000 concurrent users, 1,000,000 monitored users."
        price={`${usd(2400)} / month`}
      />
      <RadioCard
        value="ENTERPRISE"
        title="Enterprise"
        description="50,000+ concurrent users. Through our sales team."
        isDisabled
      />
    </RadioGroup>
  );
}

const cardOf = (radio: HTMLElement) => radio.closest('label') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Small' });
    // The title names the radio; description and price describe it.
    await expect(radio).toHaveAccessibleDescription(/1,000 concurrent users.*\$300/);
    await userEvent.click(within(canvasElement).getByText('$300 / month'));
    await expect(radio).toBeChecked();
    await expect(cardOf(radio)).toHaveAttribute('data-selected', 'true');
  },
};

export const Playground: Story = {
  args: { badge: 'Popular', children: 'Path control, dynamic inflow, EUM', isDisabled: false },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Small' });
    await expect(within(cardOf(radio)).getByText('Popular')).toBeVisible();
    await expect(within(cardOf(radio)).getByText('Path control, dynamic inflow, EUM')).toBeVisible();
  },
};

/** Plan tiers: one current plan, Enterprise only through sales. The chosen card is outlined and checked. */
export const PlanTiersStory: Story = {
  name: 'Plan tiers',
  render: () => <PlanTiers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trial = canvas.getByRole('radio', { name: 'Free Trial' });
    const medium = canvas.getByRole('radio', { name: 'Medium' });
    await expect(trial).toBeChecked();
    await userEvent.click(cardOf(medium));
    await expect(medium).toBeChecked();
    await expect(onPlanChange).toHaveBeenLastCalledWith('NF_MEDIUM');
    const selected = getComputedStyle(cardOf(medium));
    const resting = getComputedStyle(cardOf(trial));
    await expect(selected.borderTopColor).not.toBe(resting.borderTopColor);
    await expect(selected.backgroundColor).not.toBe(resting.backgroundColor);
    // The check mark shows only on the chosen card.
    await expect(cardOf(medium).querySelector('svg')).toBeVisible();
    await expect(cardOf(trial).querySelector('svg')).toBeNull();
    const enterprise = canvas.getByRole('radio', { name: 'Enterprise' });
    await expect(enterprise).toBeDisabled();
    await userEvent.click(cardOf(enterprise));
    await expect(medium).toBeChecked();
  },
};

/** Arrow keys move between cards, skipping the disabled one. */
export const KeyboardArrows: Story = {
  render: () => <PlanTiers defaultValue="NF_LARGE" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const large = canvas.getByRole('radio', { name: 'Large' });
    await expect(large).toHaveFocus();
    await expect(cardOf(large)).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(cardOf(large)).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    // Enterprise is disabled: the choice wraps to the first card.
    await expect(canvas.getByRole('radio', { name: 'Free Trial' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(large).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
  },
};

/** A group with nothing chosen and a failed submit: every card border turns red. */
export const Invalid: Story = {
  render: () => (
    <RadioGroup label="Plan" orientation="horizontal" isInvalid errorMessage="Choose a plan.">
      <RadioCard value="NF_SMALL" title="Small" price={`${usd(300)} / month`} />
      <RadioCard value="NF_MEDIUM" title="Medium" price={`${usd(900)} / month`} />
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Choose a plan.');
    await expect(getComputedStyle(cardOf(canvas.getByRole('radio', { name: 'Small' }))).borderTopColor).toBe(
      'rgb(201, 39, 28)',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, badge: 'Sales only' },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Small' });
    await expect(radio).toBeDisabled();
    await userEvent.click(cardOf(radio));
    await expect(radio).not.toBeChecked();
  },
};

/** Only a title: no empty description or price area. */
export const TitleOnly: Story = {
  args: { description: undefined, price: undefined },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Small' });
    await expect(radio).not.toHaveAttribute('aria-describedby');
    await expect(cardOf(radio).getBoundingClientRect().height).toBeLessThan(64);
  },
};

/** Spanish text wraps in the card; the badge never breaks. */
export const LongText: Story = {
  args: {
    title: 'Plan empresarial con soporte prioritario',
    description:
      'Hasta 50.000 usuarios simultáneos y 2.500.000 usuarios supervisados, con acuerdo de nivel de servicio.',
    price: '2.400 US$ al mes',
    badge: 'Plan actual',
    children: 'Control de rutas, entrada dinámica, supervisión de usuarios finales y clúster de alta disponibilidad',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = cardOf(within(canvasElement).getByRole('radio'));
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** The cards wrap into a column in a narrow container (one card per row). */
export const NarrowContainer: Story = {
  render: () => (
    <div style={{ inlineSize: 300 }}>
      <PlanTiers />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trial = cardOf(canvas.getByRole('radio', { name: 'Free Trial' })).getBoundingClientRect();
    const small = cardOf(canvas.getByRole('radio', { name: 'Small' })).getBoundingClientRect();
    await expect(small.top).toBeGreaterThan(trial.bottom);
    await expect(small.width).toBe(trial.width);
  },
};

/** Windows high contrast: the chosen card keeps a system-coloured outline and check. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  render: () => <PlanTiers defaultValue="NF_SMALL" />,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    const small = cardOf(canvas.getByRole('radio', { name: 'Small' }));
    const medium = cardOf(canvas.getByRole('radio', { name: 'Medium' }));
    await expect(getComputedStyle(small).outlineStyle).toBe('solid');
    await expect(getComputedStyle(medium).outlineStyle).toBe('none');
    await expect(getComputedStyle(medium).borderTopStyle).toBe('solid');
  },
};
