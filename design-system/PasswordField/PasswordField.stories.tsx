import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from './PasswordField';
import type { PasswordRule } from './interfaces';

/** Example rules: the console passes the spec's rules from its own catalog. */
const rules: PasswordRule[] = [
  { id: 'length', label: '8 to 20 characters', isMet: (value) => value.length >= 8 && value.length <= 20 },
  { id: 'letter', label: 'At least one letter', isMet: (value) => /\p{L}/u.test(value) },
  { id: 'digit', label: 'At least one digit', isMet: (value) => /\d/.test(value) },
  { id: 'special', label: 'At least one special character', isMet: (value) => /[^\p{L}\d\s]/u.test(value) },
];

/**
 * Password input with show/hide and an optional live checklist of the password rules.
 *
 * **When to use**: every password entry. Give `rules` where a new password is chosen (sign-up, reset,
 * change), never on sign-in. Use `autoComplete="new-password"` there so password managers suggest one.
 */
const meta = {
  title: 'Components/Fields/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By label (a password input has no textbox role); the required marker may follow the label. */
const passwordInput = (canvasElement: HTMLElement, name = 'Password') =>
  within(canvasElement).getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'abc');
    await expect(args.onChange).toHaveBeenLastCalledWith('abc');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Playground: Story = {
  args: { rules, autoComplete: 'new-password', description: 'Do not reuse a previous password.' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAccessibleDescription(/Do not reuse/);
  },
};

export const RuleChecklist: Story = {
  args: { rules, autoComplete: 'new-password', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Nothing typed: no rule is met, and the input's description reads the rules and their state.
    for (const item of items) await expect(item).not.toHaveAttribute('data-met');
    await expect(input).toHaveAccessibleDescription(/8 to 20 characters/);

    await userEvent.type(input, 'abc1');
    await expect(items[1]).toHaveAttribute('data-met', 'true');
    await expect(items[2]).toHaveAttribute('data-met', 'true');
    await expect(items[0]).not.toHaveAttribute('data-met');
    await expect(items[3]).not.toHaveAttribute('data-met');

    await userEvent.type(input, 'defg!');
    for (const item of items) await expect(item).toHaveAttribute('data-met', 'true');
  },
};

export const AllRulesMet: Story = {
  args: { rules, autoComplete: 'new-password', defaultValue: 'Wave2026!', validationState: 'passed' },
  play: async ({ canvasElement }) => {
    for (const item of within(canvasElement).getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-met', 'true');
    }
  },
};

export const ShowHide: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'secret-1' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    const toggle = within(canvasElement).getByRole('button');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-1');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

function ChangePasswordForm() {
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState('');
  const isValid = rules.every((rule) => rule.isMet(password));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isValid) setSaved(password);
  };
  return (
    <form aria-label="Change password" noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: 16 }}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        isRequired
        rules={rules}
        value={password}
        onChange={setPassword}
        isInvalid={submitted && !isValid}
        errorMessage="Enter your new password"
      />
      <Button type="submit">Save</Button>
      <p role="status">{saved && `Saved (${saved.length})`}</p>
    </form>
  );
}

export const FailedAfterSubmit: Story = {
  render: () => <ChangePasswordForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement, 'New password');
    await userEvent.type(input, 'short1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The failed submit keeps what was typed and says why.
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('short1');
    await expect(input).toHaveAccessibleDescription(/Enter your new password/);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(input, 'abcd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved (11)');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const LongRules: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'Nueva contraseña de la cuenta de la organización',
    autoComplete: 'new-password',
    rulesLabel: 'La contraseña debe cumplir todas las condiciones siguientes:',
    rules: [
      { id: 'sequence', label: 'Sin dígitos ni letras consecutivos (por ejemplo 123 o abc)', isMet: (v) => v.length > 0 && !/123|abc/i.test(v) },
      { id: 'id', label: 'No contiene el identificador de usuario ni la dirección de correo electrónico', isMet: (v) => v.length > 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret-1', rules },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toBeDisabled();
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
