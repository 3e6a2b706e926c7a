import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { Button } from '../Button';
import type { SelectOption } from '../Select';
import { ComboBox } from './ComboBox';

/** Country list item (spec): code, name, availability. Unavailable countries are shown disabled. */
const countries: SelectOption[] = [
  { id: 'KR', label: 'Korea, Republic of' },
  { id: 'JP', label: 'Japan' },
  { id: 'US', label: 'United States' },
  { id: 'ES', label: 'España' },
  { id: 'MX', label: 'México' },
  { id: 'DE', label: 'Germany' },
  { id: 'FR', label: 'France' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'SG', label: 'Singapore' },
  { id: 'AU', label: 'Australia' },
  { id: 'CN', label: 'China', isDisabled: true, description: 'Not available in your region' },
  { id: 'RU', label: 'Russian Federation', isDisabled: true, description: 'Not available in your region' },
  { id: 'BR', label: 'Brazil' },
  { id: 'CA', label: 'Canada' },
];

/**
 * Search and pick one option (the country picker). Typing filters the list, accents and case
 * ignored; unavailable entries are disabled; no match says "No results" from the design system.
 */
const meta = {
  title: 'Components/Choice/ComboBox',
  component: ComboBox,
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
    noResultsText: { control: 'text' },
    options: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: /Country/ });
const optionNames = () =>
  within(page.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement);
    await userEvent.type(box, 'kor');
    await page.findByRole('listbox');
    await expect(optionNames()).toEqual(['Korea, Republic of']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('KR');
    await expect(box).toHaveValue('Korea, Republic of');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  },
};

export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: {
    description: 'Only countries where the service is available can be chosen.',
    placeholder: 'Search countries',
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Choose a country.',
    name: 'country',
  },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveAttribute('placeholder', 'Search countries');
    await expect(box).toHaveAccessibleDescription('Only countries where the service is available can be chosen.');
  },
};

/** Accents and case do not matter, and the match can be anywhere in the name. */
export const Search: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await userEvent.type(box, 'ESPANA');
    await page.findByRole('listbox');
    await expect(optionNames()).toEqual(['España']);
    await userEvent.clear(box);
    await userEvent.type(box, 'united');
    await expect(optionNames()).toEqual(['United States', 'United Kingdom']);
    await userEvent.clear(box);
    await userEvent.type(box, 'mexico');
    await expect(optionNames()).toEqual(['México']);
  },
};

/** Nothing matches: the list stays open and says so (design-system catalog, overridable). */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Atlantis');
    const list = await page.findByRole('listbox');
    await expect(list).toHaveAttribute('data-empty', 'true');
    await expect(list.textContent?.trim()).not.toBe('');
  },
};

export const NoResultsOverride: Story = {
  parameters: { englishOnlyText: true },
  args: { noResultsText: 'No country matches. Check the spelling.' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'Atlantis');
    await expect(await page.findByText('No country matches. Check the spelling.')).toBeVisible();
  },
};

/** Unavailable countries are listed, explained, and cannot be picked (mouse or keyboard). */
export const UnavailableOptions: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement);
    await userEvent.type(box, 'ch');
    await page.findByRole('listbox');
    const china = page.getByRole('option', { name: /China/ });
    await expect(china).toHaveAttribute('aria-disabled', 'true');
    // The reason is read with the name.
    await expect(china).toHaveAccessibleName(/Not available in your region/);
    await userEvent.click(china);
    await expect(args.onChange).not.toHaveBeenCalledWith('CN');
    await expect(box).toHaveValue('ch');
  },
};

/** The button opens the whole list; Escape closes it and focus stays in the input. */
export const KeyboardAndEscape: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: 'JP' },
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement);
    await expect(box).toHaveValue('Japan');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Alt+ArrowDown (or ArrowDown) opens the full list with the choice focused.
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('listbox');
    await expect(optionNames()).toHaveLength(countries.length);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('Japan');
    await expect(args.onChange).not.toHaveBeenCalled();
    // The open button is a named, separate control.
    const button = within(canvasElement).getAllByRole('button')[0] as HTMLElement;
    await expect(button).toHaveAccessibleName();
    await document.fonts.ready;
    await userEvent.click(button);
    await page.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
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
      <ComboBox
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

/** Required and empty: the error appears after a failed submit; choosing a country clears it. */
export const InvalidAfterSubmit: Story = {
  parameters: { englishOnlyText: true },
  render: () => <CountryForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    const box = input(canvasElement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Choose a country\./);
    await userEvent.type(box, 'sing');
    await userEvent.click(await page.findByRole('option', { name: 'Singapore' }));
    await expect(canvas.queryByText('Choose a country.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onSubmit).toHaveBeenCalledWith('SG');
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  args: { isDisabled: true, defaultValue: 'KR' },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

/** Long Spanish names wrap in the list. */
export const LongText: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'País o región de facturación de la organización',
    options: [
      { id: 'GS', label: 'Islas Georgias del Sur y Sandwich del Sur (territorio británico de ultramar)' },
      { id: 'VC', label: 'San Vicente y las Granadinas' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'san');
    const list = await page.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await expect((list.parentElement as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

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
    const canvas = within(canvasElement);
    const group = input(canvasElement).parentElement as HTMLElement;
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByTestId('narrow').getBoundingClientRect().right,
    );
  },
};

const openAndCheck = async (canvasElement: HTMLElement) => {
  await userEvent.type(input(canvasElement), 'a');
  const list = await page.findByRole('listbox');
  const box = (list.parentElement as HTMLElement).getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(192);
};

/** mobile_sm. */
export const MobileSm: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => openAndCheck(canvasElement),
};

/** tablet_md. */
export const TabletMd: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => openAndCheck(canvasElement),
};

/** desktop_xl. */
export const DesktopXl: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  play: async ({ canvasElement }) => openAndCheck(canvasElement),
};

/** Korean names match while a syllable is still being typed ("대하" finds "대한민국"). */
export const HangulSearch: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'Country',
    options: [
      { id: 'KR', label: '대한민국' },
      { id: 'JP', label: '일본' },
      { id: 'US', label: '미국' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), '대하');
    await page.findByRole('listbox');
    await expect(optionNames()).toEqual(['대한민국']);
  },
};
