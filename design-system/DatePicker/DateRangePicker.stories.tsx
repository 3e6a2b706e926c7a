import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate, parseDate, type DateValue } from '@internationalized/date';
import { calendarA11yParameters } from '../Calendar/a11yParameters';
import { DateRangePicker } from './DatePicker';

/** The activity log keeps one year: from a year before "today" (30 June 2025 in these stories). */
const today = parseDate('2025-06-30');
const oneYearAgo = today.subtract({ years: 1 }).add({ days: 1 });

/**
 * A date range typed as two dates or picked in a calendar, as the activity log's period filter:
 * `maxDays` limits its length, `minValue` / `maxValue` bound it. Stories use 2025 dates.
 */
const meta = {
  title: 'Components/Dates/DateRangePicker',
  component: DateRangePicker,
  parameters: { ...calendarA11yParameters },
  args: {
    label: 'Period',
    minValue: oneYearAgo,
    maxValue: today,
    placeholderValue: parseDate('2025-06-01'),
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    maxDays: { control: 'number' },
    value: { control: false },
    defaultValue: { control: false },
    minValue: { control: false },
    maxValue: { control: false },
    placeholderValue: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker<DateValue>>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');
const calendarButton = (canvasElement: HTMLElement) => within(group(canvasElement)).getByRole('button');
const cellIn = (grid: HTMLElement, n: number) =>
  within(grid)
    .getAllByRole('button')
    .find((cell) => cell.textContent === String(n)) as HTMLElement;
const grids = () => within(page.getByRole('dialog')).getAllByRole('grid');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
    await page.findByRole('dialog');
    const [june] = grids() as [HTMLElement];
    await userEvent.click(cellIn(june, 2));
    await userEvent.click(cellIn(june, 15));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2025, 6, 2),
      end: new CalendarDate(2025, 6, 15),
    });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Start and end segments both hold their dates.
    const values = within(group(canvasElement))
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('aria-valuenow'));
    await expect(values).toContain('2');
    await expect(values).toContain('15');
  },
};

export const Playground: Story = {
  args: {
    description: 'Activity is kept for one year.',
    maxDays: 31,
    twoMonths: false,
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Choose a period.',
    startName: 'from',
    endName: 'to',
    defaultValue: { start: parseDate('2025-06-01'), end: parseDate('2025-06-07') },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[name="from"]')).toHaveValue('2025-06-01');
    await expect(canvasElement.querySelector('input[name="to"]')).toHaveValue('2025-06-07');
  },
};

/** At most 31 days: after the first pick, days further away are unavailable in the calendar. */
export const MaxSpan: Story = {
  args: { maxDays: 31, twoMonths: true, placeholderValue: parseDate('2025-05-01') },
  play: async ({ canvasElement, args }) => {
    await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
    await page.findByRole('dialog');
    const [may, june] = grids() as [HTMLElement, HTMLElement];
    await userEvent.click(cellIn(may, 10));
    // 10 May + 30 days = 9 June.
    await expect(cellIn(june, 9)).not.toHaveAttribute('data-unavailable');
    await expect(cellIn(june, 10)).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(cellIn(june, 20));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(cellIn(june, 9));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2025, 5, 10),
      end: new CalendarDate(2025, 6, 9),
    });
    // For the picture: the calendar again, mid-pick, with the days out of reach struck through.
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
    await page.findByRole('dialog');
    const [mayAgain] = grids() as [HTMLElement];
    await userEvent.click(cellIn(mayAgain, 20));
    await expect(cellIn(grids()[1] as HTMLElement, 20)).toHaveAttribute('data-unavailable', 'true');
  },
};

/** A typed range longer than the limit is invalid, with the design system's message. */
export const TypedTooLong: Story = {
  args: { maxDays: 31, defaultValue: { start: parseDate('2025-03-01'), end: parseDate('2025-06-30') } },
  play: async ({ canvasElement }) => {
    const fieldGroup = group(canvasElement);
    await expect(fieldGroup).toHaveAttribute('data-invalid', 'true');
    const segment = within(fieldGroup).getAllByRole('spinbutton')[0] as HTMLElement;
    // The message names the limit.
    await expect(segment).toHaveAccessibleDescription(/31/);
  },
};

/** A date outside the kept year cannot be picked: the calendar stops at the minimum. */
export const OutsideHistory: Story = {
  args: { placeholderValue: oneYearAgo },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
    const dialog = await page.findByRole('dialog');
    const [previous] = within(dialog)
      .getAllByRole('button')
      .filter((button) => !button.closest('td'));
    await expect(previous).toBeDisabled();
    // 1 July 2024, the first day kept, can be picked.
    const [grid] = grids() as [HTMLElement];
    await expect(cellIn(grid, 1)).not.toHaveAttribute('aria-disabled');
  },
};

/** End before start, typed: invalid with the design system's message. */
export const Reversed: Story = {
  args: { defaultValue: { start: parseDate('2025-06-20'), end: parseDate('2025-06-10') } },
  play: async ({ canvasElement }) => {
    const fieldGroup = group(canvasElement);
    await expect(fieldGroup).toHaveAttribute('data-invalid', 'true');
    await expect(within(fieldGroup).getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/\S/);
  },
};

/** Keyboard: Alt+ArrowDown opens, arrows and Enter pick both ends, Escape closes with focus back. */
export const Keyboard: Story = {
  args: { defaultValue: { start: parseDate('2025-06-02'), end: parseDate('2025-06-04') } },
  play: async ({ canvasElement, args }) => {
    const button = calendarButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog');
    const [june] = grids() as [HTMLElement];
    await waitFor(() => expect(cellIn(june, 2)).toHaveFocus());
    // Right to the 3rd, Enter starts the range there; a week down, Enter ends it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    // Focus moves a week on once the calendar has handled the key (on a busy machine, not at once).
    await waitFor(() => expect(Number(document.activeElement?.textContent)).toBeGreaterThanOrEqual(10));
    const end = Number(document.activeElement?.textContent);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2025, 6, 3),
      end: new CalendarDate(2025, 6, end),
    });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: parseDate('2025-06-02'), end: parseDate('2025-06-04') } },
  play: async ({ canvasElement }) => {
    await expect(calendarButton(canvasElement)).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Spanish label and description wrap; each date stays whole. */
export const LongText: Story = {
  args: {
    label: 'Periodo del registro de actividad de la organización',
    description: 'El historial se conserva durante un año; puede elegir como máximo 31 días seguidos.',
    maxDays: 31,
    defaultValue: { start: parseDate('2025-06-01'), end: parseDate('2025-06-30') },
  },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).not.toHaveAttribute('data-invalid');
  },
};

/** 240 px: the two dates wrap onto two lines inside the field. */
export const NarrowContainer: Story = {
  args: { defaultValue: { start: parseDate('2025-06-01'), end: parseDate('2025-06-30') } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 240 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const right = within(canvasElement).getByTestId('narrow').getBoundingClientRect().right;
    const fieldGroup = group(canvasElement);
    await expect(fieldGroup.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(calendarButton(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

const openAtViewport = async (canvasElement: HTMLElement) => {
  await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
  const dialog = await page.findByRole('dialog');
  const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
};

/** mobile_sm: one month, inside the window. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { defaultValue: { start: parseDate('2025-06-02'), end: parseDate('2025-06-12') } },
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** tablet_md: two months side by side. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  args: { twoMonths: true, defaultValue: { start: parseDate('2025-05-20'), end: parseDate('2025-06-12') } },
  play: async ({ canvasElement }) => {
    await openAtViewport(canvasElement);
    await expect(grids()).toHaveLength(2);
  },
};

/** desktop_xl: two months side by side. */
export const DesktopXl: Story = {
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  args: { twoMonths: true, defaultValue: { start: parseDate('2025-05-20'), end: parseDate('2025-06-12') } },
  play: async ({ canvasElement }) => {
    await openAtViewport(canvasElement);
    const [may, june] = grids() as [HTMLElement, HTMLElement];
    await expect(june.getBoundingClientRect().left).toBeGreaterThan(may.getBoundingClientRect().right);
  },
};
