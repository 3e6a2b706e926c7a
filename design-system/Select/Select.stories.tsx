import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { Button } from '../Button';
import { Select } from './Select';
import { SelectControl } from './SelectControl';
import { SelectPreview } from './SelectPreview';
import { expectLikeWorking, SideBySide } from '../deferred/lookAlikeStories';
import type { SelectOption } from './OptionList';

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
 * One option from a list: the trigger shows the choice, the list opens underneath (192 px at most,
 * then it scrolls), typing jumps to an option, Escape closes and focus returns to the trigger.
 */
const meta = {
  title: 'Components/Choice/Select',
  component: Select,
  args: {
    label: 'Country',
    options: countries,
    onChange: fn(),
    onOpenChange: fn(),
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

const page = within(document.body);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Country/ });
const open = async (canvasElement: HTMLElement) => {
  await document.fonts.ready;
    await userEvent.click(trigger(canvasElement));
  return page.findByRole('listbox');
};

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button.getBoundingClientRect().height).toBe(40);
    // A placeholder from the design system's catalog while nothing is chosen.
    await expect(button.textContent?.trim()).not.toBe('');
    const list = await open(canvasElement);
    await expect(within(list).getAllByRole('option')).toHaveLength(countries.length);
    await userEvent.click(page.getByRole('option', { name: 'Japan' }));
    await expect(args.onChange).toHaveBeenCalledWith('JP');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('Japan');
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
    await expect(trigger(canvasElement)).toHaveTextContent('Choose a country');
    await expect(trigger(canvasElement)).toHaveAccessibleDescription('Where your organisation is registered.');
    await expect(canvasElement.querySelector('select[name="country"], input[name="country"]')).not.toBeNull();
  },
};

/** The open list is at most 192 px high (the dropdown token) and scrolls; the chosen option is marked. */
export const PopoverMaxHeight: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'IN' },
  play: async ({ canvasElement }) => {
    const list = await open(canvasElement);
    await expect(list.getBoundingClientRect().height).toBe(192);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const chosen = page.getByRole('option', { name: 'India' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    // The chosen option is scrolled into view and has focus.
    await waitFor(() => expect(chosen).toHaveFocus());
    const box = chosen.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 1);
    // The popover is as wide as the trigger at least.
    const popover = list.parentElement as HTMLElement;
    await expect(popover.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      trigger(canvasElement).getBoundingClientRect().width - 1,
    );
  },
};

/** Keyboard: typing on the closed field picks by first letters; arrows open; typeahead in the list. */
export const KeyboardTypeahead: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    // Closed: typing selects the first match.
    await userEvent.keyboard('Sp');
    await expect(args.onChange).toHaveBeenLastCalledWith('ES');
    await expect(button).toHaveTextContent('Spain');
    // Open with Enter, type to move, Enter picks.
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await waitFor(() => expect(page.getByRole('option', { name: 'Spain' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 1100)); // typeahead buffer resets after 1 s
    await userEvent.keyboard('Ger');
    await expect(page.getByRole('option', { name: 'Germany' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('option', { name: 'France' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('FR');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Escape closes the list without choosing, and focus returns to the trigger. */
export const EscapeCloses: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'KR' },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(button).toHaveTextContent('Korea, Republic of');
  },
};

/** A disabled field cannot open; disabled options are shown but skipped. */
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('button', { name: /Region/ });
    await expect(region).toBeDisabled();
    await userEvent.click(region);
    await expect(page.queryByRole('listbox')).toBeNull();
    await document.fonts.ready;
    await userEvent.click(trigger(canvasElement));
    const japan = await page.findByRole('option', { name: 'Japan' });
    await expect(japan).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(japan);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Arrow keys skip it: Korea, then United States.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('option', { name: 'United States' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
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
    const button = trigger(canvasElement);
    await expect(canvas.getByText('Choose a country.')).toBeVisible();
    await expect(button).toHaveAccessibleDescription(/Choose a country\./);
    await expect(getComputedStyle(button).borderTopColor).toBe('rgb(201, 39, 28)');
    await document.fonts.ready;
    await userEvent.click(button);
    await userEvent.click(await page.findByRole('option', { name: 'Spain' }));
    await expect(canvas.queryByText('Choose a country.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onSubmit).toHaveBeenCalledWith('ES');
  },
};

/** No options: the list says so (design-system catalog) instead of opening empty. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    await userEvent.click(trigger(canvasElement));
    const list = await page.findByRole('listbox');
    await expect(list).toHaveAttribute('data-empty', 'true');
    await expect(list.querySelector('[aria-selected]')).toBeNull();
    await expect(list.textContent?.trim()).not.toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

/** Long Spanish options wrap in the list and in the trigger, never spill out. */
export const LongText: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'Método de pago para la facturación mensual',
    options: [
      { id: 'card', label: 'Tarjeta de crédito corporativa registrada en la cuenta de la organización' },
      { id: 'invoice', label: 'Factura mensual con transferencia bancaria (solo para contratos anuales)' },
    ],
    defaultValue: 'card',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Método de pago/ });
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(40);
    await document.fonts.ready;
    await userEvent.click(button);
    const list = await page.findByRole('listbox');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** 200 px wide: the trigger keeps the chevron and wraps the text. */
export const NarrowContainer: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'KR' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    const chevron = button.querySelector('svg') as SVGElement;
    await expect(chevron.getBoundingClientRect().right).toBeLessThanOrEqual(button.getBoundingClientRect().right);
    await expect(button.getBoundingClientRect().width).toBe(200);
  },
};

const openAtViewport = async (canvasElement: HTMLElement) => {
  const list = await open(canvasElement);
  const box = (list.parentElement as HTMLElement).getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.top).toBeGreaterThanOrEqual(trigger(canvasElement).getBoundingClientRect().bottom);
};

/** mobile_sm: the list opens under the field inside the 320 px window. */
export const MobileSm: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { defaultValue: 'US' },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** tablet_md. */
export const TabletMd: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  args: { defaultValue: 'US' },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** desktop_xl. */
export const DesktopXl: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  args: { defaultValue: 'US' },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** Numbers as options (contract year), in a short list that does not scroll. */
export const Years: Story = {
  args: { label: 'Contract year', options: years, defaultValue: 2026 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Contract year/ });
    await document.fonts.ready;
    await userEvent.click(button);
    const list = await page.findByRole('listbox');
    await expect(list.scrollHeight).toBe(list.clientHeight);
    await userEvent.click(page.getByRole('option', { name: '2024' }));
    await expect(args.onChange).toHaveBeenCalledWith(2024);
  },
};

/** Windows high contrast: the field border, the focused and the chosen option stay visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true, englishOnlyText: true },
  args: { defaultValue: 'JP' },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await expect(getComputedStyle(trigger(canvasElement)).borderTopStyle).toBe('solid');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const chosen = await page.findByRole('option', { name: 'Japan' });
    await waitFor(() => expect(chosen).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const focused = page.getByRole('option', { name: 'United States' });
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
    await expect(getComputedStyle(chosen).backgroundColor).not.toBe(getComputedStyle(focused).backgroundColor);
  },
};

const lookAlikeArgs = { onFocusChange: fn(), onOpenRequest: fn() };

/**
 * Before its list's code has loaded (the app loads it when the page is idle), the field shows a look-alike: the same
 * box, value and names as the working select beside it, which a press or Arrow Down asks to open.
 */
export const BeforeItsCodeLoads: Story = {
  parameters: { englishOnlyText: true },
  args: { value: 'JP', description: 'Where your organisation is registered.', isRequired: true },
  render: (args) => <SideBySide lookAlike={<SelectPreview {...args} {...lookAlikeArgs} />} working={<SelectControl {...args} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lookAlike = within(canvas.getByTestId('look-alike')).getByRole('button');
    const working = within(canvas.getByTestId('working')).getByRole('button');
    // What assistive technology meets is the same.
    await expect(working).toHaveAccessibleName(/Japan.*Country/);
    await expect(lookAlike).toHaveAccessibleName(/Japan.*Country/);
    await expect(lookAlike).toHaveAccessibleDescription('Where your organisation is registered.');
    await expect(lookAlike).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(lookAlike).toHaveAttribute('aria-expanded', 'false');
    // The same ARIA attributes, and what is seen: the same box, text and classes.
    await expectLikeWorking(lookAlike, working);
    await expect(lookAlike.className).toBe(working.className);
    // Reaching for it asks for the list: focus, a press, Arrow Down; a click on the label focuses it.
    await userEvent.click(within(canvas.getByTestId('look-alike')).getByText('Country'));
    await expect(lookAlike).toHaveFocus();
    await expect(lookAlikeArgs.onFocusChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(lookAlikeArgs.onOpenRequest).toHaveBeenCalledTimes(1);
    await userEvent.click(lookAlike);
    await expect(lookAlikeArgs.onOpenRequest).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(lookAlikeArgs.onFocusChange).toHaveBeenLastCalledWith(false);
  },
};

/** The look-alike of an invalid field: the error text shows and describes the button, as on the working select. */
export const BeforeItsCodeLoadsInvalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a country.', name: 'country' },
  render: (args) => <SelectPreview {...args} {...lookAlikeArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleDescription('Choose a country.');
    await expect(getComputedStyle(button).borderTopColor).toBe('rgb(201, 39, 28)');
    // A form posted before the list loads still sends the field, empty.
    await expect(canvasElement.querySelector('input[type="hidden"][name="country"]')).toHaveValue('');
  },
};
