import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { Button } from '../Button';
import { Select } from './Select';
import type { SelectOption } from './interfaces';

const countries: SelectOption[] = [
  { id: 'KR', label: 'Korea, Republic of' },
  { id: 'JP', label: 'Japan' },
  { id: 'US', label: 'United States' },
  { id: 'ES', label: 'Spain' },
  { id: 'DE', label: 'Germany' },
  { id: 'FR', label: 'France' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'SG', label: 'Singapore' },
  { id: 'AU', label: 'Australia' },
  { id: 'BR', label: 'Brazil' },
  { id: 'CA', label: 'Canada' },
  { id: 'IN', label: 'India' },
];

const years: SelectOption[] = [2026, 2025, 2024, 2023].map((year) => ({ id: year, label: String(year) }));

/**
 * One option from a list too long for radio buttons: a styled native `<select>`. The field shows the choice; the
 * list is the browser's (the phone's own picker), with its keyboard and typeahead. Its open list is drawn by the
 * system and never shows in a screenshot: the pictures are the closed field.
 */
const meta = {
  title: 'Components/Choice/Select',
  component: Select,
  args: {
    label: 'Country',
    options: countries,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    options: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp | string = /Country/) =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name });
const chosenText = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '';

/** Nothing chosen: the design system's prompt (translated); choosing an option reports its `id`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement);
    await expect(select.tagName).toBe('SELECT');
    await expect(select.getBoundingClientRect().height).toBe(40);
    // The prompt is an empty first option that cannot be chosen back.
    await expect(select).toHaveValue('');
    await expect(chosenText(select).trim()).not.toBe('');
    await expect(select.options[0]).toBeDisabled();
    await expect(within(select).getAllByRole('option', { hidden: true })).toHaveLength(countries.length + 1);
    await userEvent.selectOptions(select, 'Japan');
    await expect(args.onChange).toHaveBeenCalledWith('JP');
    await expect(chosenText(select)).toBe('Japan');
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: {
    description: 'Where your organisation is registered.',
    placeholder: 'Choose a country',
    size: 'md',
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Choose a country.',
    name: 'country',
  },
  play: async ({ canvasElement }) => {
    const select = field(canvasElement);
    await expect(chosenText(select)).toBe('Choose a country');
    await expect(select).toHaveAccessibleDescription('Where your organisation is registered.');
    await expect(canvasElement.querySelector('select[name="country"]')).toBe(select);
  },
};

/** A chosen country: the field shows it, and a form posts its `id`. */
export const WithValue: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'KR', name: 'country' },
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement);
    await expect(select).toHaveValue('KR');
    await expect(chosenText(select)).toBe('Korea, Republic of');
    // Nothing to go back to: no empty option once a country is chosen.
    await expect(select.options).toHaveLength(countries.length);
    await userEvent.selectOptions(select, 'Spain');
    await expect(args.onChange).toHaveBeenLastCalledWith('ES');
    await expect(select).toHaveValue('ES');
  },
};

/** An optional filter with a placeholder of its own ("All countries"): choosing it again clears the choice. */
export const Placeholder: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Country', placeholder: 'All countries', defaultValue: 'JP' },
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement);
    await expect(chosenText(select)).toBe('Japan');
    await expect(select.options[0]).toHaveTextContent('All countries');
    await expect(select.options[0]).toBeEnabled();
    await userEvent.selectOptions(select, 'All countries');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(select).toHaveValue('');
    // The placeholder shows in the quieter placeholder colour.
    await expect(select).toHaveAttribute('data-placeholder');
  },
};

/** Required: the label's mark, `aria-required`, and a placeholder that is only a prompt. */
export const Required: Story = {
  parameters: { englishOnlyText: true },
  args: { isRequired: true, placeholder: 'Choose a country' },
  play: async ({ canvasElement }) => {
    const select = field(canvasElement);
    await expect(select).toHaveAttribute('aria-required', 'true');
    // Not the browser's own check: the form's shows the error (InvalidAfterSubmit).
    await expect(select).not.toHaveAttribute('required');
    await expect(select.options[0]).toBeDisabled();
    const label = canvasElement.querySelector(`label[for="${select.id}"]`);
    await expect(label?.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
  },
};

const onSubmit = fn();

function CountryForm() {
  const [country, setCountry] = useState<Key | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (country !== null) onSubmit(country);
  };
  return (
    <form
      aria-label="Profile"
      onSubmit={handleSubmit}
      noValidate
      style={{ display: 'grid', gap: 'var(--ac-space-4)', justifyItems: 'start' }}
    >
      <Select
        label="Country"
        options={countries}
        isRequired
        value={country}
        onChange={setCountry}
        isInvalid={submitted && country === null}
        errorMessage="Choose a country."
      />
      <Button type="submit">Confirm</Button>
    </form>
  );
}

/** Required and left empty: the error shows after a failed submit, and goes once a country is chosen. */
export const InvalidAfterSubmit: Story = {
  render: () => <CountryForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Choose a country.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    const select = field(canvasElement);
    await expect(canvas.getByText('Choose a country.')).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/Choose a country\./);
    await expect(getComputedStyle(select).borderTopColor).toBe('rgb(201, 39, 28)');
    await userEvent.selectOptions(select, 'Spain');
    await expect(canvas.queryByText('Choose a country.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onSubmit).toHaveBeenCalledWith('ES');
  },
};

/** A disabled field cannot be focused or changed; a disabled option is listed but cannot be chosen. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-4)' }}>
      <Select
        {...args}
        label="Region"
        options={[{ id: 'ap-northeast-1', label: 'Asia Pacific (Tokyo)' }]}
        defaultValue="ap-northeast-1"
        isDisabled
      />
      <Select
        {...args}
        options={countries.map((country) => ({ ...country, isDisabled: country.id === 'JP' }))}
        description="Japan is not available yet."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = field(canvasElement, /Region/);
    await expect(region).toBeDisabled();
    await expect(getComputedStyle(region).cursor).toBe('not-allowed');
    const country = field(canvasElement);
    await expect(within(country).getByRole('option', { name: 'Japan', hidden: true })).toBeDisabled();
    await expect(country).toHaveAccessibleDescription('Japan is not available yet.');
  },
};

/** The control heights: md 40 px (the default), lg 48 px. */
export const Sizes: Story = {
  parameters: { englishOnlyText: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-4)' }}>
      <Select {...args} label="Country (md)" size="md" defaultValue="KR" />
      <Select {...args} label="Country (lg)" size="lg" defaultValue="KR" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, /md/).getBoundingClientRect().height).toBe(40);
    await expect(field(canvasElement, /lg/).getBoundingClientRect().height).toBe(48);
  },
};

/** Tab reaches the field, which shows the focus ring; a click on the label focuses it. */
export const Keyboard: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'KR' },
  play: async ({ canvasElement }) => {
    const select = field(canvasElement);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
    select.blur();
    await userEvent.click(within(canvasElement).getByText('Country'));
    await expect(select).toHaveFocus();
  },
};

/** Numbers as options (contract year): `onChange` gives the number back, not its text. */
export const Years: Story = {
  args: { label: 'Contract year', options: years, defaultValue: 2026 },
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement, /Contract year/);
    await expect(select).toHaveValue('2026');
    await userEvent.selectOptions(select, '2024');
    await expect(args.onChange).toHaveBeenCalledWith(2024);
  },
};

/** An option's description follows its label in parentheses (a native option has one line). */
export const OptionDescriptions: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'New owner',
    options: [
      { id: 'minji@example.com', label: 'Kim Minji', description: 'minji@example.com' },
      { id: 'ana@example.com', label: 'ana@example.com' },
    ],
    defaultValue: 'minji@example.com',
  },
  play: async ({ canvasElement }) => {
    const select = field(canvasElement, /New owner/);
    await expect(chosenText(select)).toBe('Kim Minji (minji@example.com)');
  },
};

/** No options yet: the field shows its prompt and offers nothing to choose. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const select = field(canvasElement);
    await expect(select.options).toHaveLength(1);
    await expect(select).toHaveValue('');
  },
};

/** Long Spanish labels: the label wraps; the chosen option ends with an ellipsis inside the field, never spills out. */
export const LongText: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'Método de pago para la facturación mensual de la organización',
    description: 'Se aplica a partir del próximo ciclo de facturación.',
    options: [
      { id: 'card', label: 'Tarjeta de crédito corporativa registrada en la cuenta de la organización' },
      { id: 'invoice', label: 'Factura mensual con transferencia bancaria (solo para contratos anuales)' },
    ],
    defaultValue: 'card',
  },
  play: async ({ canvasElement }) => {
    const select = field(canvasElement, /Método de pago/);
    await expect(select.getBoundingClientRect().height).toBe(40);
    await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(getComputedStyle(select).textOverflow).toBe('ellipsis');
    await expect(chosenText(select)).toMatch(/^Tarjeta de crédito/);
  },
};

/** 200 px wide: the chevron stays inside the field. */
export const NarrowContainer: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'KR' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const select = field(canvasElement);
    const chevron = canvasElement.querySelector('svg') as SVGElement;
    await expect(select.getBoundingClientRect().width).toBe(200);
    await expect(chevron.getBoundingClientRect().right).toBeLessThanOrEqual(select.getBoundingClientRect().right);
  },
};

/** mobile_sm: the field fits the 320 px window (its list is the phone's own picker). */
export const MobileSm: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { defaultValue: 'US' },
  play: async ({ canvasElement }) => {
    const box = field(canvasElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Windows high contrast: the field's border, its focus ring and the chevron stay visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true, englishOnlyText: true },
  args: { defaultValue: 'JP' },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const select = field(canvasElement);
    await expect(getComputedStyle(select).borderTopStyle).toBe('solid');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
  },
};
