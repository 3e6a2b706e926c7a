import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

/**
 * One yes/no choice applied on submit. `isIndeterminate` draws the mixed state of a "select all" box;
 * `necessityIndicator` marks required (and optional) boxes.
 */
const meta = {
  title: 'Components/Choice/Checkbox',
  component: Checkbox,
  args: {
    children: 'Remember this device',
    onChange: fn(),
  },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    necessityIndicator: { control: 'inline-radio', options: ['icon', 'label'] },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (checkbox: HTMLElement) =>
  checkbox.closest('label')?.querySelector('[aria-hidden="true"]') as HTMLElement;

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember this device' });
    await expect(checkbox).not.toBeChecked();
    // The whole label is the target.
    await userEvent.click(within(canvasElement).getByText('Remember this device'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox.closest('label')).toHaveAttribute('data-selected', 'true');
    // An 18 px box with a check mark.
    await expect(boxOf(checkbox).getBoundingClientRect().width).toBe(18);
    await expect(boxOf(checkbox).querySelector('svg')).toHaveAttribute('data-icon', 'check');
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: {
    description: 'You stay signed in for 30 days on this browser.',
    isIndeterminate: false,
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    necessityIndicator: 'icon',
    name: 'remember',
    value: 'yes',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember this device' });
    await expect(checkbox).toHaveAttribute('name', 'remember');
    await expect(checkbox).toHaveAttribute('value', 'yes');
    await expect(checkbox).toHaveAccessibleDescription('You stay signed in for 30 days on this browser.');
  },
};

/** The mixed state: a dash, announced as "mixed"; a click selects. */
export const Indeterminate: Story = {
  parameters: { englishOnlyText: true },
  args: { children: 'All products', isIndeterminate: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All products' });
    await expect(checkbox).toBePartiallyChecked();
    await expect(boxOf(checkbox).querySelector('svg')).toHaveAttribute('data-icon', 'minus');
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Presentational: stays mixed until the caller changes it.
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  parameters: { englishOnlyText: true },
  args: { children: 'Send me product updates', description: 'About once a month. Unsubscribe at any time.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me product updates' });
    await expect(checkbox).toHaveAccessibleDescription('About once a month. Unsubscribe at any time.');
  },
};

/** `icon`: a decorative asterisk; `label`: a translated word on required and optional boxes alike. */
export const Necessity: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-3)' }}>
      <Checkbox {...args} isRequired>
        I agree to the plan change
      </Checkbox>
      <Checkbox {...args} isRequired necessityIndicator="label">
        Terms of service
      </Checkbox>
      <Checkbox {...args} necessityIndicator="label">
        Marketing e-mails
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('checkbox', { name: /^I agree to the plan change/ });
    await expect(plan).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // The words are part of the name, so they are announced with the label.
    const terms = canvas.getByRole('checkbox', { name: /^Terms of service \S+/ });
    await expect(terms).toBeRequired();
    const marketing = canvas.getByRole('checkbox', { name: /^Marketing e-mails \S+/ });
    await expect(marketing).not.toBeRequired();
    const [required, optional] = [...canvasElement.querySelectorAll('[data-necessity]')];
    await expect(required).toHaveAttribute('data-necessity', 'required');
    await expect(optional).toHaveAttribute('data-necessity', 'optional');
    await expect(required?.textContent).not.toBe(optional?.textContent);
  },
};

/** Overridden words for the necessity label (the caller's wording). */
export const NecessityTextOverride: Story = {
  parameters: { englishOnlyText: true },
  args: { children: 'Privacy policy', isRequired: true, necessityIndicator: 'label', requiredText: 'Must accept' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Privacy policy Must accept' })).toBeRequired();
  },
};

const onSubmit = fn();

function AgreementForm() {
  const [agreed, setAgreed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (agreed) onSubmit();
  };
  return (
    <form
      aria-label="Change plan"
      onSubmit={handleSubmit}
      noValidate
      style={{ display: 'grid', gap: 'var(--ac-space-4)', justifyItems: 'start' }}
    >
      <Checkbox
        isRequired
        isSelected={agreed}
        onChange={setAgreed}
        isInvalid={submitted && !agreed}
        errorMessage="Agree to the payment terms to change the plan."
      >
        I agree that the new price is charged from today, prorated.
      </Checkbox>
      <Button type="submit">Change plan</Button>
    </form>
  );
}

/** Spec: the plan change needs the agreement ticked; the error shows only after a failed submit. */
export const InvalidAfterSubmit: Story = {
  parameters: { englishOnlyText: true },
  render: () => <AgreementForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /^I agree/ });
    await expect(canvas.queryByText('Agree to the payment terms to change the plan.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change plan' }));
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Agree to the payment terms to change the plan.');
    await expect(onSubmit).not.toHaveBeenCalled();
    // Red box border from the danger token.
    await expect(getComputedStyle(boxOf(checkbox)).borderTopColor).toBe('rgb(201, 39, 28)');
    await userEvent.click(checkbox);
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Change plan' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    // Back to the failed state for the screenshot.
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Change plan' }));
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-3)' }}>
      <Checkbox {...args} isDisabled>
        Unavailable
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Included in your plan
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByRole('checkbox', { name: 'Unavailable' });
    await expect(off).toBeDisabled();
    await userEvent.click(canvas.getByText('Unavailable'));
    await expect(off).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Included in your plan' })).toBeChecked();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Read-only: focusable and announced, not changeable. */
export const ReadOnly: Story = {
  parameters: { englishOnlyText: true },
  args: {
    isReadOnly: true,
    defaultSelected: true,
    children: 'Two-factor authentication is required by your organisation',
  },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Space toggles; the ring shows on keyboard focus only. */
export const Keyboard: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember this device' });
    const label = checkbox.closest('label') as HTMLElement;
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(label).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(boxOf(checkbox)).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** A long label wraps beside the box; the box stays at the first line. */
export const LongText: Story = {
  parameters: { englishOnlyText: true },
  args: {
    children:
      'Acepto que los datos de uso de mi organización se compartan con terceros para mejorar la detección de bots y la facturación',
    description: 'Puede retirar su consentimiento en cualquier momento desde la configuración de la cuenta.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    const label = checkbox.closest('label') as HTMLElement;
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(40);
    const box = boxOf(checkbox).getBoundingClientRect();
    await expect(box.top - label.getBoundingClientRect().top).toBeLessThan(10);
  },
};

/** 200 px container: an unbreakable token wraps too instead of spilling out. */
export const NarrowContainer: Story = {
  parameters: { englishOnlyText: true },
  args: { children: 'billing-notifications@acme-retail.example', description: 'Receipts go to this address.' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByRole('checkbox').closest('label') as HTMLElement;
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByTestId('narrow').getBoundingClientRect().right,
    );
  },
};

/** Windows high contrast: box borders, the selected fill, the mixed dash and the focus ring stay visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true, englishOnlyText: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-3)' }}>
      <Checkbox {...args}>Off</Checkbox>
      <Checkbox {...args} defaultSelected>
        On
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Mixed
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    const off = boxOf(canvas.getByRole('checkbox', { name: 'Off' }));
    const on = boxOf(canvas.getByRole('checkbox', { name: 'On' }));
    await expect(getComputedStyle(off).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(off).borderTopWidth).toBe('2px');
    // Selected is filled with the system highlight, unselected with the canvas: they differ.
    await expect(getComputedStyle(on).backgroundColor).not.toBe(getComputedStyle(off).backgroundColor);
    await expect(boxOf(canvas.getByRole('checkbox', { name: 'Mixed' })).querySelector('svg')).toBeVisible();
    await userEvent.tab();
    await expect(getComputedStyle(off).outlineStyle).toBe('solid');
  },
};
