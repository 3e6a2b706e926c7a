import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextArea } from './TextArea';

/**
 * Multi-line text. **When to use**: free text longer than a line (an inquiry, a note). Give `maxLength`
 * whenever the server has a limit, so the counter tells the user before the server does.
 */
const meta = {
  title: 'Components/Fields/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const area = (canvasElement: HTMLElement, name = 'Description') => within(canvasElement).getByRole('textbox', { name });

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const input = area(canvasElement);
    await expect(input.tagName).toBe('TEXTAREA');
    await expect(input).toHaveAttribute('rows', '4');
    await userEvent.type(input, 'Line one{Enter}Line two');
    await expect(input).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  },
};

export const Playground: Story = {
  args: { maxLength: 2000, description: 'Describe what happened and when.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(area(canvasElement)).toBeRequired();
  },
};

export const WithCounter: Story = {
  parameters: { englishOnlyText: true },
  args: { maxLength: 20, defaultValue: 'Checkout queue' },
  play: async ({ canvasElement }) => {
    const input = area(canvasElement);
    const counter = canvasElement.querySelector('[data-counter]');
    await expect(counter).toHaveTextContent(/14\s*\/\s*20/);
    // "14 of 20 characters", in the locale's word order.
    await expect(input).toHaveAccessibleDescription(/14/);
    await expect(input).toHaveAccessibleDescription(/20/);
    await userEvent.type(input, ' is stuck at 9am');
    // Typing stops at the limit.
    await expect(input).toHaveValue('Checkout queue is st');
    await expect(counter).toHaveAttribute('data-at-limit', 'true');
  },
};

function InquiryForm() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form aria-label="Inquiry" noValidate onSubmit={handleSubmit} style={{ display: 'grid', gap: 16 }}>
      <TextArea
        label="Description"
        isRequired
        value={text}
        onChange={setText}
        isInvalid={submitted && text.trim() === ''}
        errorMessage="Please enter a description."
      />
      <Button type="submit">Send</Button>
    </form>
  );
}

export const FailedAfterSubmit: Story = {
  parameters: { englishOnlyText: true },
  render: () => <InquiryForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const input = area(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a description.');
    await userEvent.type(input, 'The queue page is blank.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const LongText: Story = {
  args: {
    label: 'Descripción detallada de la consulta para el equipo de asistencia técnica',
    maxLength: 2000,
    defaultValue:
      'La página de espera muestra un contador que no avanza desde las nueve de la mañana; los usuarios recargan y pierden su turno. Adjuntamos capturas.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-counter]')).toHaveTextContent(/2[.,]?000/);
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  args: { isDisabled: true, defaultValue: 'Sent on 3 November.' },
  play: async ({ canvasElement }) => {
    await expect(area(canvasElement)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  parameters: { englishOnlyText: true },
  args: { isReadOnly: true, defaultValue: 'Sent on 3 November.' },
  play: async ({ canvasElement }) => {
    const input = area(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Sent on 3 November.');
  },
};
