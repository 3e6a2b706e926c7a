import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { Field, useCharacterCounter } from './Field';
import type { FieldProps } from './interfaces';

// A bare input for the frame to hold; real inputs style theirs with `@include f.input-box`.
const inputStyle: CSSProperties = {
  blockSize: 40,
  paddingInline: 12,
  border: '1px solid var(--ac-color-border-strong)',
  borderRadius: 'var(--ac-radius-md)',
  font: 'inherit',
};

interface FrameStoryProps extends Omit<FieldProps, 'children' | 'counter'> {
  value?: string;
  maxLength?: number;
  isInvalid?: boolean;
}

/** The frame inside a React Aria field: what every design-system input renders. */
function FramedInput({ value = '', maxLength, isInvalid = false, ...frame }: FrameStoryProps) {
  const { counter, 'aria-describedby': describedBy } = useCharacterCounter(value.length, maxLength);
  return (
    <AriaTextField
      defaultValue={value}
      isInvalid={isInvalid || undefined}
      isRequired={frame.isRequired}
      validationBehavior="aria"
      aria-describedby={describedBy}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--ac-space-1)', maxInlineSize: 360 }}
    >
      <Field {...frame} counter={counter}>
        <Input style={inputStyle} />
      </Field>
    </AriaTextField>
  );
}

/**
 * The frame every input shares: label with the required marker, the control, then error (after a failed
 * submit), help text and counter. **When to use**: inside a new design-system input only; pages use the
 * inputs (`TextField`, `Select`, `DatePicker`…), never the frame.
 */
const meta = {
  title: 'Components/Fields/Field',
  parameters: { englishOnlyText: true },
  component: FramedInput,
  args: { label: 'Organisation name' },
} satisfies Meta<typeof FramedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleName('Organisation name');
  },
};

export const Playground: Story = {
  args: { description: 'Shown on invoices.', isRequired: true, maxLength: 30, value: 'Acme Retail' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeRequired();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const label = canvasElement.querySelector('label');
    // The marker is seen, not read: "required" comes from the input itself.
    await expect(label?.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    await expect(input(canvasElement)).toBeRequired();
  },
};

export const WithHelpText: Story = {
  args: { description: 'Shown on invoices.' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('Shown on invoices.');
  },
};

export const ErrorAfterSubmit: Story = {
  args: { isInvalid: true, errorMessage: 'Enter the organisation name.', description: 'Shown on invoices.' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription(/Enter the organisation name\./);
  },
};

export const WithCounter: Story = {
  args: { maxLength: 30, value: 'Acme Retail' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-counter]')).toHaveTextContent(/11\s*\/\s*30/);
    await expect(input(canvasElement)).toHaveAccessibleDescription(/11/);
  },
};

export const HiddenLabel: Story = {
  args: { labelVisibility: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleName('Organisation name');
    await expect(canvasElement.querySelector('label')?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
