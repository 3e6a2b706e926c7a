import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

/**
 * Search input with a clear button. **When to use**: filtering a list or table by free text (members
 * by name or e-mail). Enter submits; Escape or the clear button empties the field.
 */
const meta = {
  title: 'Components/Fields/SearchField',
  parameters: { englishOnlyText: true },
  component: SearchField,
  args: { label: 'Search members', placeholder: 'Name or e-mail', onChange: fn(), onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox', { name: 'Search members' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = searchBox(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Name or e-mail');
    // Nothing typed: no clear button to tab to.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  args: { description: 'Searches the name and the e-mail address.' },
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveAccessibleDescription('Searches the name and the e-mail address.');
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const input = searchBox(canvasElement);
    await userEvent.type(input, 'kim{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('kim');
    await expect(args.onChange).toHaveBeenLastCalledWith('kim');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'jiwoo@example.com' },
  play: async ({ canvasElement, args }) => {
    const input = searchBox(canvasElement);
    const clear = within(canvasElement).getByRole('button');
    await expect(clear).toBeVisible();
    await expect(clear.getAttribute('aria-label')).toBeTruthy();
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
    // Focus stays in the search box so the user can type again.
    await expect(input).toHaveFocus();
  },
};

export const EscapeClears: Story = {
  play: async ({ canvasElement, args }) => {
    const input = searchBox(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('park');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const ClearLabelOverride: Story = {
  args: { defaultValue: 'lee', clearLabel: 'Clear the member search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear the member search' })).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { labelVisibility: 'hidden' },
  play: async ({ canvasElement }) => {
    const input = searchBox(canvasElement);
    const label = canvasElement.querySelector('label');
    await expect(label).not.toBeNull();
    // Named for screen readers, but takes no room.
    await expect(label?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(input).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Buscar miembros de la organización por nombre o correo electrónico',
    placeholder: 'Nombre o correo',
    defaultValue: 'administradora.de.facturacion.internacional@example.com',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue(
      'administradora.de.facturacion.internacional@example.com',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'kim' },
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toBeDisabled();
    await userEvent.tab();
    await expect(searchBox(canvasElement)).not.toHaveFocus();
  },
};
