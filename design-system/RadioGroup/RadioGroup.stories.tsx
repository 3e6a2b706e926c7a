import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Radio, RadioGroup } from './RadioGroup';

/** One choice out of a few visible options. Arrow keys move the choice; Tab leaves the group. */
const meta = {
  title: 'Components/Choice/RadioGroup',
  parameters: { englishOnlyText: true },
  component: RadioGroup,
  args: {
    label: 'Region',
    onChange: fn(),
    children: null,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="ap-northeast-1">Asia Pacific (Tokyo)</Radio>
      <Radio value="us-east-1">US East (N. Virginia)</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTypes = (args: Parameters<NonNullable<typeof meta.render>>[0]) => (
  <RadioGroup {...args}>
    <Radio value="PRIVATE_DOMESTIC" description="Issued to you in your name.">
      Personal card
    </Radio>
    <Radio value="CORPORATE" description="Issued to your organisation; needs the business registration number.">
      Corporate card
    </Radio>
    <Radio value="DEBIT" isDisabled description="Debit cards are not accepted.">
      Debit card
    </Radio>
  </RadioGroup>
);

export const Default: Story = {
  args: { defaultValue: 'ap-northeast-1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Region' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: 'Asia Pacific (Tokyo)' })).toBeChecked();
    await userEvent.click(canvas.getByText('US East (N. Virginia)'));
    await expect(canvas.getByRole('radio', { name: 'US East (N. Virginia)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('us-east-1');
  },
};

export const Playground: Story = {
  args: {
    description: 'Where your data is stored. It cannot be changed later.',
    orientation: 'vertical',
    isDisabled: false,
    isRequired: true,
    isInvalid: false,
    errorMessage: 'Choose a region.',
    name: 'region',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Region' });
    await expect(group).toHaveAccessibleDescription('Where your data is stored. It cannot be changed later.');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(within(group).getAllByRole('radio')[0]).toHaveAttribute('name', 'region');
  },
};

/** Each option with help text; one option unavailable. */
export const WithDescriptions: Story = {
  args: { label: 'Card type', defaultValue: 'PRIVATE_DOMESTIC' },
  render: cardTypes,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Corporate card' })).toHaveAccessibleDescription(
      'Issued to your organisation; needs the business registration number.',
    );
    await expect(canvas.getByRole('radio', { name: 'Debit card' })).toBeDisabled();
  },
};

/** Arrow keys move the choice and skip the disabled option; Tab leaves the group. */
export const KeyboardArrows: Story = {
  args: { label: 'Card type', defaultValue: 'PRIVATE_DOMESTIC' },
  render: (args) => (
    <>
      {cardTypes(args)}
      <Button variant="secondary">Next</Button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const personal = canvas.getByRole('radio', { name: 'Personal card' });
    const corporate = canvas.getByRole('radio', { name: 'Corporate card' });
    await userEvent.tab();
    await expect(personal).toHaveFocus();
    await expect(personal.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(corporate).toHaveFocus();
    await expect(corporate).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('CORPORATE');
    // The disabled debit card is skipped: down again wraps to the first option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(personal).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(corporate).toBeChecked();
    // One tab stop for the whole group.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(corporate).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'ap-northeast-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tokyo = canvas.getByRole('radio', { name: 'Asia Pacific (Tokyo)' }).closest('label') as HTMLElement;
    const virginia = canvas.getByRole('radio', { name: 'US East (N. Virginia)' }).closest('label') as HTMLElement;
    await expect(tokyo.getBoundingClientRect().top).toBe(virginia.getBoundingClientRect().top);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

const onSubmit = fn();

function RegionForm() {
  const [region, setRegion] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (region) onSubmit(region);
  };
  return (
    <form
      aria-label="Sign up"
      onSubmit={handleSubmit}
      noValidate
      style={{ display: 'grid', gap: 'var(--ac-space-4)', justifyItems: 'start' }}
    >
      <RadioGroup
        label="Region"
        isRequired
        value={region}
        onChange={setRegion}
        isInvalid={submitted && !region}
        errorMessage="Choose a region."
      >
        <Radio value="ap-northeast-1">Asia Pacific (Tokyo)</Radio>
        <Radio value="us-east-1">US East (N. Virginia)</Radio>
      </RadioGroup>
      <Button type="submit">Continue</Button>
    </form>
  );
}

/** Nothing chosen, submit: the group is invalid and says why; choosing fixes it. */
export const InvalidAfterSubmit: Story = {
  render: () => <RegionForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Choose a region.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    const group = canvas.getByRole('radiogroup', { name: /^Region/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a region.');
    const circle = canvasElement.querySelector('label [aria-hidden="true"]') as HTMLElement;
    await expect(getComputedStyle(circle).borderTopColor).toBe('rgb(201, 39, 28)');
    await userEvent.click(canvas.getByRole('radio', { name: 'US East (N. Virginia)' }));
    await expect(canvas.queryByText('Choose a region.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(onSubmit).toHaveBeenCalledWith('us-east-1');
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: 'ap-northeast-1',
    description: 'The region cannot be changed after sign-up.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('US East (N. Virginia)'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Nothing chosen yet: no option is checked, and the first option is the tab stop. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Asia Pacific (Tokyo)' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Tipo de tarjeta de pago para la facturación mensual',
    defaultValue: 'CORPORATE',
    children: null,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <RadioGroup {...args}>
      <Radio
        value="PRIVATE_DOMESTIC"
        description="Emitida a su nombre por una entidad bancaria de su país de residencia."
      >
        Tarjeta personal de crédito
      </Radio>
      <Radio
        value="CORPORATE"
        description="Emitida a nombre de su organización; se necesita el número de identificación fiscal."
      >
        Tarjeta corporativa de crédito para empresas
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const NarrowContainer: Story = {
  args: { orientation: 'horizontal', defaultValue: 'us-east-1' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const right = canvas.getByTestId('narrow').getBoundingClientRect().right;
    // The row wraps: each option on its own line, inside the container.
    const [first, second] = canvas.getAllByRole('radio').map((radio) => radio.closest('label') as HTMLElement) as [
      HTMLElement,
      HTMLElement,
    ];
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
    await expect(second.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** Windows high contrast: circles, the chosen dot and the focus ring stay visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  args: { label: 'Card type', defaultValue: 'CORPORATE' },
  render: cardTypes,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    const circleOf = (name: string) =>
      canvas.getByRole('radio', { name }).closest('label')?.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(getComputedStyle(circleOf('Personal card')).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(circleOf('Corporate card')).backgroundImage).toContain('radial-gradient');
    await expect(getComputedStyle(circleOf('Personal card')).backgroundImage).toBe('none');
    await userEvent.tab();
    await expect(getComputedStyle(circleOf('Corporate card')).outlineStyle).toBe('solid');
  },
};
