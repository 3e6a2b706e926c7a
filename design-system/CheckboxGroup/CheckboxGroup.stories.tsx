import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

/**
 * Related checkboxes under one label. With `selectAllLabel` it becomes the terms-consent pattern:
 * "agree to all" ticks every box, a partial selection shows the mixed state, and required items are
 * marked (`necessityIndicator="label"`).
 */
const meta = {
  title: 'Components/Choice/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Notify me by',
    onChange: fn(),
    children: null,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    selectAllLabel: { control: 'text' },
    necessityIndicator: { control: 'inline-radio', options: ['icon', 'label'] },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="email">E-mail</Checkbox>
      <Checkbox value="sms">Text message</Checkbox>
      <Checkbox value="console">Console notification</Checkbox>
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const consentItems = (
  <>
    <Checkbox value="terms" isRequired>
      Terms of service
    </Checkbox>
    <Checkbox value="privacy" isRequired>
      Privacy policy
    </Checkbox>
    <Checkbox value="cookies" isRequired>
      Cookie policy
    </Checkbox>
    <Checkbox value="thirdParty" description="Usage data is shared with our payment partner to detect fraud.">
      Third-party data sharing
    </Checkbox>
  </>
);

const consentArgs = {
  label: 'Terms',
  selectAllLabel: 'I agree to all',
  necessityIndicator: 'label',
  children: consentItems,
} as const;

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Notify me by' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Console notification' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'console']);
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: {
    description: 'We never send marketing through these channels.',
    orientation: 'vertical',
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Choose at least one channel.',
    defaultValue: ['email'],
    name: 'channels',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('checkbox', { name: 'E-mail' });
    await expect(email).toBeChecked();
    await expect(email).toHaveAttribute('name', 'channels');
    await expect(email).toHaveAccessibleDescription('We never send marketing through these channels.');
  },
};

/** Terms consent: "agree to all" ticks and clears everything; a partial selection is mixed. */
export const TermsConsent: Story = {
  args: consentArgs,
  render: (args) => <CheckboxGroup {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'I agree to all' });
    const boxes = within(canvas.getByRole('group', { name: 'Terms' }))
      .getAllByRole('checkbox')
      .filter((box) => box !== all);
    await expect(boxes).toHaveLength(4);
    // Required items are marked and required; the optional one is marked too, differently.
    await expect(canvas.getByRole('checkbox', { name: /^Terms of service / })).toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: /^Third-party data sharing / })).not.toBeRequired();
    await expect(canvasElement.querySelectorAll('[data-necessity="required"]')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-necessity="optional"]')).toHaveLength(1);

    await userEvent.click(all);
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['terms', 'privacy', 'cookies', 'thirdParty']);

    // Unticking one item makes "all" mixed.
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Third-party data sharing/ }));
    await expect(all).toBePartiallyChecked();
    await expect(all).not.toBeChecked();
    // From mixed, "all" ticks the rest.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    // And clears everything from all.
    await userEvent.click(all);
    for (const box of boxes) await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    // Ticking every item by hand ticks "all".
    for (const box of boxes) await userEvent.click(box);
    await expect(all).toBeChecked();
  },
};

const onSubmit = fn();

function ConsentForm() {
  const [value, setValue] = useState<string[]>(['thirdParty']);
  const [submitted, setSubmitted] = useState(false);
  const required = ['terms', 'privacy', 'cookies'];
  const missing = required.some((item) => !value.includes(item));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!missing) onSubmit(value);
  };
  return (
    <form
      aria-label="Free trial"
      onSubmit={handleSubmit}
      noValidate
      style={{ display: 'grid', gap: 'var(--ac-space-4)', maxInlineSize: 480 }}
    >
      <CheckboxGroup
        {...consentArgs}
        value={value}
        onChange={setValue}
        isInvalid={submitted && missing}
        errorMessage="Accept the terms of service, the privacy policy and the cookie policy."
      />
      <div>
        <Button type="submit">Start free trial</Button>
      </div>
    </form>
  );
}

/** A failed submit marks the required items still unticked; the error goes once they are ticked. */
export const ConsentInvalidAfterSubmit: Story = {
  render: () => <ConsentForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Accept the terms of service, the privacy policy and the cookie policy.';
    await expect(canvas.queryByText(message)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(message)).toBeVisible();
    const terms = canvas.getByRole('checkbox', { name: /^Terms of service/ });
    const thirdParty = canvas.getByRole('checkbox', { name: /^Third-party/ });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription(message);
    // The optional item, ticked or not, is never invalid.
    await expect(thirdParty).not.toHaveAttribute('aria-invalid');
    // Ticking one required item clears only its own error state.
    await userEvent.click(terms);
    await expect(terms).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('checkbox', { name: /^Privacy policy/ })).toHaveAttribute('aria-invalid', 'true');
    // "Agree to all" fixes the rest and the message goes away.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to all' }));
    await expect(canvas.queryByText(message)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(onSubmit).toHaveBeenCalledWith(['terms', 'privacy', 'cookies', 'thirdParty']);
    // Back to the failed state for the screenshot.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

/** A group without required items is invalid as a whole. */
export const Invalid: Story = {
  parameters: { englishOnlyText: true },
  args: { isInvalid: true, errorMessage: 'Choose at least one channel.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('Choose at least one channel.');
    }
  },
};

/** A disabled item keeps its value: "agree to all" neither ticks nor clears it. */
export const Disabled: Story = {
  args: { ...consentArgs, defaultValue: ['terms'] },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-6)' }}>
      <CheckboxGroup {...args}>
        <Checkbox value="terms" isRequired isDisabled>
          Terms of service (accepted at sign-up)
        </Checkbox>
        <Checkbox value="thirdParty">Third-party data sharing</Checkbox>
      </CheckboxGroup>
      <CheckboxGroup label="Notify me by" isDisabled defaultValue={['email']}>
        <Checkbox value="email">E-mail</Checkbox>
        <Checkbox value="sms">Text message</Checkbox>
      </CheckboxGroup>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'I agree to all' });
    const accepted = canvas.getByRole('checkbox', { name: /^Terms of service/ });
    await expect(accepted).toBeDisabled();
    await expect(accepted).toBeChecked();
    // Only the enabled item counts for "all".
    await expect(all).not.toBePartiallyChecked();
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(['terms', 'thirdParty']);
    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(['terms']);
    await expect(accepted).toBeChecked();
    // A disabled group: every box disabled.
    const channels = within(canvas.getByRole('group', { name: 'Notify me by' }));
    for (const box of channels.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** Nothing to agree to: "agree to all" is disabled instead of claiming a choice. */
export const Empty: Story = {
  parameters: { englishOnlyText: true },
  args: { ...consentArgs, children: null },
  render: (args) => <CheckboxGroup {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'I agree to all' })).toBeDisabled();
  },
};

/** A wrapping row of short options. */
export const Horizontal: Story = {
  parameters: { englishOnlyText: true },
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('checkbox', { name: 'E-mail' }).closest('label') as HTMLElement;
    const sms = canvas.getByRole('checkbox', { name: 'Text message' }).closest('label') as HTMLElement;
    await expect(email.getBoundingClientRect().top).toBe(sms.getBoundingClientRect().top);
    await expect(sms.getBoundingClientRect().left).toBeGreaterThan(email.getBoundingClientRect().right);
  },
};

/** Tab reaches "agree to all" first, then each item; Space toggles. */
export const Keyboard: Story = {
  args: consentArgs,
  render: (args) => <CheckboxGroup {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'I agree to all' });
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['terms', 'privacy', 'cookies', 'thirdParty']);
    await userEvent.tab();
    const terms = canvas.getByRole('checkbox', { name: /^Terms of service/ });
    await expect(terms).toHaveFocus();
    await expect(terms.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(all).toBePartiallyChecked();
  },
};

/** Spanish legal wording wraps inside the panel; the words "Obligatorio" / "Opcional" never break. */
export const LongText: Story = {
  args: {
    label: 'Condiciones del servicio y tratamiento de datos personales',
    selectAllLabel: 'Acepto todas las condiciones, incluidas las opcionales',
    selectAllDescription: 'Puede retirar su consentimiento opcional en cualquier momento.',
    necessityIndicator: 'label',
    children: (
      <>
        <Checkbox value="terms" isRequired>
          Condiciones generales de uso de la consola y de los servicios en la nube
        </Checkbox>
        <Checkbox
          value="thirdParty"
          description="Los datos de uso se comparten con nuestro socio de pagos para detectar fraudes."
        >
          Cesión de datos a terceros con fines de prevención del fraude
        </Checkbox>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <CheckboxGroup {...args} />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    for (const tag of canvasElement.querySelectorAll('[data-necessity]')) {
      await expect(getComputedStyle(tag).whiteSpace).toBe('nowrap');
    }
  },
};

/** 240 px: the panel and its text stay inside. */
export const NarrowContainer: Story = {
  args: consentArgs,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 240 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  render: (args) => <CheckboxGroup {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const right = canvas.getByTestId('narrow').getBoundingClientRect().right;
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect((box.closest('label') as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};
