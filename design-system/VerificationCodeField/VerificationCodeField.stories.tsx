import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerificationCodeField } from './VerificationCodeField';

/**
 * Six-digit one-time code for two-factor sign-in. **When to use**: any code sent by e-mail or SMS.
 * One input underneath, so paste and autofill work; `onComplete` fires with the last digit.
 */
const meta = {
  title: 'Components/Fields/VerificationCodeField',
  parameters: { englishOnlyText: true },
  component: VerificationCodeField,
  args: { label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof VerificationCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Verification code' });
const cells = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];
const cell = (canvasElement: HTMLElement, index: number) => {
  const found = cells(canvasElement)[index];
  if (!found) throw new Error(`no box ${index}`);
  return found;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = codeInput(canvasElement);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('pattern', '[0-9]*');
    await expect(cells(canvasElement)).toHaveLength(6);
  },
};

export const Playground: Story = {
  args: { description: 'We sent a code to j***@example.com.' },
  play: async ({ canvasElement }) => {
    await expect(codeInput(canvasElement)).toHaveAccessibleDescription('We sent a code to j***@example.com.');
  },
};

export const TypingFillsBoxes: Story = {
  play: async ({ canvasElement, args }) => {
    const input = codeInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Letters and spaces are dropped; digits fill the boxes in order.
    await userEvent.keyboard('12a 3');
    await expect(input).toHaveValue('123');
    const boxes = cells(canvasElement);
    await expect(boxes.map((box) => box.textContent).join('')).toBe('123');
    await expect(cell(canvasElement, 3)).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('3456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // A seventh digit does not fit.
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('123456');
  },
};

export const PasteWholeCode: Story = {
  play: async ({ canvasElement, args }) => {
    const input = codeInput(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const CodeMismatch: Story = {
  args: {
    defaultValue: '482913',
    isInvalid: true,
    errorMessage: 'The code does not match. Please re-enter it.',
  },
  play: async ({ canvasElement }) => {
    const input = codeInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The code does not match. Please re-enter it.');
  },
};

export const LongErrorText: Story = {
  args: {
    isInvalid: true,
    errorMessage:
      'Ha superado el número máximo de intentos de verificación del código. Solicite un código nuevo y vuelva a intentarlo.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(codeInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const boxes = cells(canvasElement);
    const row = cell(canvasElement, 0).parentElement?.getBoundingClientRect();
    await expect(boxes).toHaveLength(6);
    // Six boxes shrink to fit rather than overflow.
    await expect(row?.width ?? 999).toBeLessThanOrEqual(280);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '12' },
  play: async ({ canvasElement }) => {
    await expect(codeInput(canvasElement)).toBeDisabled();
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  args: { defaultValue: '48' },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await userEvent.tab();
    const active = cell(canvasElement, 2);
    // The box where the next digit goes is outlined in the system highlight.
    await expect(getComputedStyle(active).outlineStyle).toBe('solid');
  },
};
