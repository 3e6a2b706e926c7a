import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Select';
import { MultiSelect } from './MultiSelect';

/** Spec products; wave (auto-scaling) is marked unavailable. */
const products: SelectOption[] = [
  { id: 'netfunnel', label: 'NetFUNNEL' },
  { id: 'botmanager', label: 'Bot Manager' },
  { id: 'mbuster', label: 'MBUSTER' },
  { id: 'wave', label: 'WAVE', description: 'Coming soon', isDisabled: true },
];

/**
 * Several options from a list, as a filter (member list by product): checkboxes in the open list,
 * the field shows the choice or the count, "Clear all" empties it.
 */
const meta = {
  title: 'Components/Choice/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Products',
    placeholder: 'All products',
    options: products,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    description: { control: 'text' },
    clearLabel: { control: 'text' },
    options: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Products/ });
const clearButton = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('button')
    .find((button) => !button.hasAttribute('aria-haspopup')) ?? null;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent('All products');
    await document.fonts.ready;
    await userEvent.click(button);
    const list = await page.findByRole('listbox');
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(page.getByRole('option', { name: 'Bot Manager' }));
    // The list stays open while choosing.
    await expect(page.getByRole('listbox')).toBeVisible();
    await userEvent.click(page.getByRole('option', { name: 'NetFUNNEL' }));
    // In the options' order, not the clicking order.
    await expect(args.onChange).toHaveBeenLastCalledWith(['netfunnel', 'botmanager']);
    await expect(page.getByRole('option', { name: 'NetFUNNEL' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    // Two chosen: the field shows the count (translated, with its plural).
    await expect(button).toHaveTextContent(/2/);
    await expect(button).not.toHaveTextContent('NetFUNNEL');
  },
};

export const Playground: Story = {
  args: {
    description: 'Shows members with a role in any of these products.',
    isDisabled: false,
    isInvalid: false,
    defaultValue: ['mbuster'],
  },
  play: async ({ canvasElement }) => {
    // One chosen: its label.
    await expect(trigger(canvasElement)).toHaveTextContent('MBUSTER');
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(
      'Shows members with a role in any of these products.',
    );
  },
};

/** "Clear all" empties the choice and hands focus back to the field. */
export const ClearAll: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: ['netfunnel', 'botmanager', 'mbuster'] },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent(/3/);
    const clear = clearButton(canvasElement) as HTMLElement;
    await expect(clear).toHaveAccessibleName();
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(button).toHaveTextContent('All products');
    await expect(clearButton(canvasElement)).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const ClearLabelOverride: Story = {
  parameters: { englishOnlyText: true },
  args: { defaultValue: ['netfunnel'], clearLabel: 'Show all products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show all products' })).toBeVisible();
  },
};

/** Keyboard only: open with Enter, Space toggles, arrows move and skip the unavailable product, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await waitFor(() => expect(page.getByRole('option', { name: 'NetFUNNEL' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(page.getByRole('option', { name: 'MBUSTER' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    // WAVE is disabled: focus stays on the last enabled option.
    await expect(page.getByRole('option', { name: 'MBUSTER' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(['netfunnel', 'mbuster']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveFocus();
    // Tab then reaches "Clear all".
    await userEvent.tab();
    await expect(clearButton(canvasElement)).toHaveFocus();
  },
};

/** The unavailable product is listed with its reason and cannot be chosen. */
export const UnavailableOption: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement, args }) => {
    await document.fonts.ready;
  await userEvent.click(trigger(canvasElement));
    const wave = await page.findByRole('option', { name: /WAVE/ });
    await expect(wave).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(wave);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

export const Disabled: Story = {
  parameters: { englishOnlyText: true },
  args: { isDisabled: true, defaultValue: ['netfunnel'] },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    // No clear button on a disabled field.
    await expect(clearButton(canvasElement)).toBeNull();
  },
};

export const Invalid: Story = {
  parameters: { englishOnlyText: true },
  args: { isInvalid: true, errorMessage: 'Choose at least one product.', isRequired: true },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleDescription(/Choose at least one product\./);
    await expect(getComputedStyle(button).borderTopColor).toBe('rgb(201, 39, 28)');
  },
};

/** No products to filter by (e.g. before subscribing): the open list says so. */
export const Empty: Story = {
  parameters: { englishOnlyText: true },
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
  await userEvent.click(trigger(canvasElement));
    const list = await page.findByRole('listbox');
    await expect(list).toHaveAttribute('data-empty', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Spanish count and clear label in a narrow container: the clear button wraps under the field. */
export const NarrowContainer: Story = {
  args: { defaultValue: ['netfunnel', 'botmanager'] },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 220 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const right = within(canvasElement).getByTestId('narrow').getBoundingClientRect().right;
    const button = trigger(canvasElement);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    // Its text fits (the field opts out of the global overflow check for React Aria's hidden select).
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect((clearButton(canvasElement) as HTMLElement).getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

export const LongText: Story = {
  args: {
    label: 'Productos con permisos de administración',
    placeholder: 'Todos los productos contratados por la organización',
    options: [
      { id: 'netfunnel', label: 'NetFUNNEL: sala de espera virtual y control del tráfico' },
      { id: 'botmanager', label: 'Bot Manager: gestión de bots y políticas de acceso' },
    ],
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Productos/ });
    await document.fonts.ready;
    await userEvent.click(button);
    await page.findByRole('listbox');
    await userEvent.click(page.getByRole('option', { name: /NetFUNNEL/ }));
    await expect(button).toHaveTextContent(/NetFUNNEL/);
  },
};

const openAndCheck = async (canvasElement: HTMLElement) => {
  await document.fonts.ready;
  await userEvent.click(trigger(canvasElement));
  const list = await page.findByRole('listbox');
  const box = (list.parentElement as HTMLElement).getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
};

/** mobile_sm. */
export const MobileSm: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { defaultValue: ['mbuster'] },
  play: async ({ canvasElement }) => openAndCheck(canvasElement),
};

/** tablet_md. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  args: { defaultValue: ['mbuster'] },
  play: async ({ canvasElement }) => openAndCheck(canvasElement),
};

/** desktop_xl. */
export const DesktopXl: Story = {
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  args: { defaultValue: ['mbuster'] },
  play: async ({ canvasElement }) => openAndCheck(canvasElement),
};

/** Windows high contrast: chosen options keep a visible checkbox and highlight. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  args: { defaultValue: ['botmanager'] },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await document.fonts.ready;
  await userEvent.click(trigger(canvasElement));
    const chosen = await page.findByRole('option', { name: 'Bot Manager' });
    const other = page.getByRole('option', { name: 'NetFUNNEL' });
    const boxOf = (option: HTMLElement) => option.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(getComputedStyle(boxOf(other)).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(boxOf(chosen)).backgroundColor).not.toBe(
      getComputedStyle(boxOf(other)).backgroundColor,
    );
  },
};
