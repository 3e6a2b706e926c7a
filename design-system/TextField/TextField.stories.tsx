import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

/**
 * Single-line text input: label, help text, validation state (none / passed / failed), error text
 * after a failed submit, optional max length with a live counter, password show/hide.
 */
const meta = {
  title: 'Components/Fields/TextField',
  component: TextField,
  args: {
    label: 'Organisation name',
    onChange: fn(),
  },
  argTypes: {
    validationState: { control: 'inline-radio', options: ['none', 'passed', 'failed'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    type: { control: 'select', options: ['text', 'password', 'email', 'tel', 'url', 'search'] },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Organisation name' });
    await expect(input.getBoundingClientRect().height).toBe(40);
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Acme');
    await expect(input).toHaveValue('Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: {
    description: 'As registered with your tax office.',
    placeholder: 'Acme Inc.',
    validationState: 'none',
    size: 'md',
    type: 'text',
    maxLength: 30,
    isRequired: false,
    isDisabled: false,
    isReadOnly: false,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Organisation name' });
    await expect(input).toHaveAttribute('placeholder', 'Acme Inc.');
    await userEvent.type(input, 'Acme');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.tab();
  },
};

export const WithHelpText: Story = {
  parameters: { englishOnlyText: true },
  args: { description: 'As registered with your tax office.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Organisation name' });
    await expect(input).toHaveAccessibleDescription('As registered with your tax office.');
  },
};

export const Required: Story = {
  parameters: { englishOnlyText: true },
  args: { isRequired: true, name: 'organisation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The visible asterisk is decorative: the name stays clean and the requirement is in the semantics.
    const input = canvas.getByRole('textbox', { name: 'Organisation name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('name', 'organisation');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // validationBehavior "aria" by default: no native "required" attribute blocking the form.
    await expect(input).not.toHaveAttribute('required');
  },
};

export const Sizes: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-4)' }}>
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Medium' }).getBoundingClientRect().height).toBe(40);
    await expect(canvas.getByRole('textbox', { name: 'Large' }).getBoundingClientRect().height).toBe(48);
  },
};

export const Passed: Story = {
  parameters: { englishOnlyText: true },
  args: { validationState: 'passed', defaultValue: 'Acme Inc.', description: 'This name is available.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Organisation name' });
    const field = input.closest('[data-validation]') as HTMLElement;
    await expect(field).toHaveAttribute('data-validation', 'passed');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('This name is available.');
    // The check mark is decorative; the border uses the success colour.
    await expect(field.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(input).borderInlineStartColor).toBe('rgb(31, 122, 61)');
  },
};

const onSubmit = fn();

/** The spec's form pattern: error text appears only after a failed submit; what was typed stays. */
function NameForm() {
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = name.trim() === '' ? 'Enter your name.' : name.trim().length < 2 ? 'Enter at least 2 characters.' : null;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!error) onSubmit(name);
  };
  return (
    <form aria-label="Profile" onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: 'var(--ac-space-4)' }}>
      <TextField
        label="Name"
        name="name"
        isRequired
        maxLength={20}
        value={name}
        onChange={setName}
        isInvalid={submitted && error !== null}
        errorMessage={error}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

export const FailedAfterSubmit: Story = {
  parameters: { englishOnlyText: true },
  render: () => <NameForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    // Untouched: no error text yet, even though the value is empty.
    await expect(canvas.queryByText('Enter your name.')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');

    // Submit empty (keyboard: Enter in the field submits the form).
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter your name\./);
    await expect(input.closest('[data-validation]')).toHaveAttribute('data-validation', 'failed');
    await expect(onSubmit).not.toHaveBeenCalled();

    // Too short: a failed submit keeps what was typed.
    await userEvent.type(input, 'K');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveValue('K');
    await expect(canvas.getByText('Enter at least 2 characters.')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();

    // Fixed: the error goes away and the form submits.
    await userEvent.type(input, 'im');
    await expect(canvas.queryByText('Enter at least 2 characters.')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith('Kim');

    // Leave the screenshot in the failed state.
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
  },
};

const counterOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-hidden="true"][data-counter]');

export const WithCounter: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Name', maxLength: 20, description: 'Up to 20 characters.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    const counter = counterOf(canvasElement);
    await expect(counter).toHaveTextContent('0/20');
    await expect(input).toHaveAttribute('maxlength', '20');

    await userEvent.type(input, 'Hong Gildong');
    await expect(counter).toHaveTextContent('12/20');
    // Screen readers get the counter as part of the description ("12 of 20 characters", translated).
    // Word order differs by language ("12 of 20", "20자 중 12자"): both numbers must be announced.
    await expect(input).toHaveAccessibleDescription(/12\D+20|20\D+12/);

    // Typing beyond the limit is blocked.
    await userEvent.type(input, ' and much more text');
    await expect(input).toHaveValue('Hong Gildong and muc');
    await expect(counter).toHaveTextContent('20/20');
    await expect(counter).toHaveAttribute('data-at-limit', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hong Gildong and muc');
    // The limit is announced once, politely.
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live?.textContent).not.toBe('');
    await userEvent.tab();
  },
};

export const Password: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Password', type: 'password', autoComplete: 'current-password', description: '8 to 20 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A password input has no textbox role: find it by its label.
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(input);
    await userEvent.type(input, 'secret-1');

    // Keyboard: Tab reaches the toggle, Enter shows, Space hides.
    const toggle = canvas.getByRole('button');
    const showName = toggle.getAttribute('aria-label');
    await expect(showName).toBeTruthy();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveFocus();
    await expect(toggle.getAttribute('aria-label')).not.toBe(showName);
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-label', showName);

    // Mouse: clicking the toggle while typing keeps the caret in the input.
    await userEvent.click(input);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('secret-1');
    await userEvent.type(input, '!');
    await expect(input).toHaveValue('secret-1!');
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  args: { isDisabled: true, defaultValue: 'Acme Inc.', description: 'Contact an owner to change it.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Organisation name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Acme Inc.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Acme Inc.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Organisation name' });
    await expect(input).toHaveAttribute('readonly');
    // Focusable (it can be read and copied), not editable.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('Acme Inc.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};

function ControlledExample() {
  const [value, setValue] = useState('Acme');
  return (
    <div style={{ display: 'grid', gap: 'var(--ac-space-2)', justifyItems: 'start' }}>
      <TextField label="Organisation name" value={value} onChange={setValue} maxLength={30} />
      <output data-testid="echo">{value}</output>
      <Button variant="secondary" size="sm" onPress={() => setValue('')}>
        Clear
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  parameters: { englishOnlyText: true },
  render: () => <ControlledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Organisation name' });
    await expect(input).toHaveValue('Acme');
    await userEvent.type(input, ' Inc.');
    await expect(canvas.getByTestId('echo')).toHaveTextContent('Acme Inc.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(canvasElement.querySelector('[data-counter]')).toHaveTextContent('0/30');
  },
};

/** A phone number: `type="tel"` brings the phone keypad on mobile; the format is free (countries differ). */
export const Phone: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Phone (optional)', type: 'tel', inputMode: 'tel', autoComplete: 'tel', defaultValue: '+82 10-1234-5678' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone (optional)' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
  },
};
