import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

/**
 * A number with step buttons. **When to use**: counts and amounts with a range (invites at once,
 * seats). Not for identifiers that only look numeric (card numbers, postal codes): use `TextField`.
 */
const meta = {
  title: 'Components/Fields/NumberField',
  component: NumberField,
  args: { label: 'Members to invite', defaultValue: 1, minValue: 1, maxValue: 10, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step buttons in DOM order: Decrease, then Increase (their names depend on the locale). */
const stepButtons = (canvasElement: HTMLElement) => {
  const [decrease, increase] = within(canvasElement).getAllByRole('button');
  if (!decrease || !increase) throw new Error('NumberField renders two step buttons');
  return { decrease, increase };
};

const numberInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Members to invite' });

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const input = numberInput(canvasElement);
    await expect(input).toHaveValue('1');
    const { decrease, increase } = stepButtons(canvasElement);
    // At the minimum, Decrease is off.
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { description: 'Up to 10 at once.' },
  play: async ({ canvasElement }) => {
    await expect(numberInput(canvasElement)).toHaveAccessibleDescription('Up to 10 at once.');
  },
};

export const Keyboard: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    // The step buttons stay out of the tab order: the arrows do their job.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(stepButtons(canvasElement).increase).not.toHaveFocus();
    // Back with Shift+Tab: the picture shows the field focused at its minimum.
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
  },
};

export const ClampedOnBlur: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
  },
};

export const Currency: Story = {
  args: {
    label: 'Monthly budget',
    defaultValue: 1200,
    minValue: 0,
    maxValue: undefined,
    step: 100,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Monthly budget' });
    // Formatted in the active locale: the digits are there whatever the separators.
    await expect((input as HTMLInputElement).value.replace(/\D/g, '')).toMatch(/^1200/);
  },
};

export const StepLabelsOverride: Story = {
  parameters: { englishOnlyText: true },
  args: { incrementLabel: 'One more member', decrementLabel: 'One member fewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^One more member/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^One member fewer/ })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  parameters: { englishOnlyText: true },
  args: { isInvalid: true, errorMessage: 'Invites at once max 10.' },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invites at once max 10.');
  },
};

export const LongLabel: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Número de miembros que se invitarán a la organización a la vez' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('1');
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(numberInput(canvasElement)).toBeDisabled();
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
