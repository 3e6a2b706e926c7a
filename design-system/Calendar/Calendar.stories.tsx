import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarDate, getDayOfWeek, parseDate, type DateValue } from '@internationalized/date';
import { calendarA11yParameters } from './a11yParameters';
import { Calendar, RangeCalendar } from './Calendar';

/**
 * Month grid to pick a date (or a range with `RangeCalendar`), in the active locale. Stories use
 * months of 2025 so that "today" never lands in a screenshot.
 */
const meta = {
  title: 'Components/Dates/Calendar',
  component: Calendar,
  parameters: { ...calendarA11yParameters },
  args: {
    'aria-label': 'Reservation date',
    defaultValue: parseDate('2025-03-14'),
    onChange: fn(),
  },
  argTypes: {
    visibleMonths: { control: 'inline-radio', options: [1, 2] },
    firstDayOfWeek: { control: 'select', options: [undefined, 'sun', 'mon'] },
    errorMessage: { control: 'text' },
    defaultValue: { control: false },
    value: { control: false },
    minValue: { control: false },
    maxValue: { control: false },
  },
} satisfies Meta<typeof Calendar<DateValue>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** A day cell by its number (the visible text; the accessible name is a localized full date). */
const day = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement)
    .getAllByRole('button')
    .find(
      (cell) => cell.closest('td') && cell.textContent === String(n) && !cell.hasAttribute('data-outside-month'),
    ) as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('application')).toBeInTheDocument();
    await expect(canvas.getByRole('grid')).toBeInTheDocument();
    // The heading names month and year in the active locale.
    const month = new Intl.DateTimeFormat(globals.locale as string, { month: 'long' }).format(new Date(2025, 2, 14));
    await expect(canvas.getByRole('heading').textContent).toContain(month);
    await expect(day(canvasElement, 14)).toHaveAttribute('data-selected', 'true');
    await userEvent.click(day(canvasElement, 20));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2025, 3, 20));
    await expect(day(canvasElement, 20)).toHaveAttribute('data-selected', 'true');
    await expect(day(canvasElement, 20).getBoundingClientRect().width).toBe(36);
  },
};

/** Weeks starting on Monday here, so the controls start from something other than the Default. */
export const Playground: Story = {
  args: {
    visibleMonths: 1,
    firstDayOfWeek: 'mon',
    isDisabled: false,
    isReadOnly: false,
    isInvalid: false,
    errorMessage: 'Pick a weekday.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('grid')).toHaveLength(1);
    // The first column is Monday (the 3rd of March 2025).
    await expect((day(canvasElement, 3).closest('td') as HTMLTableCellElement).cellIndex).toBe(0);
  },
};

/** The month buttons are named from the design system's catalog; the grid moves by a month. */
export const MonthNavigation: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [previous, next] = canvas.getAllByRole('button').filter((button) => !button.closest('td')) as [
      HTMLElement,
      HTMLElement,
    ];
    await expect(previous).toHaveAccessibleName();
    await expect(next).toHaveAccessibleName();
    await expect(previous.getAttribute('aria-label')).not.toBe(next.getAttribute('aria-label'));
    await userEvent.click(next);
    const april = new Intl.DateTimeFormat(globals.locale as string, { month: 'long' }).format(new Date(2025, 3, 1));
    await expect(canvas.getByRole('heading').textContent).toContain(april);
  },
};

/**
 * The caller's own names for the month buttons. They are icon buttons, so the names are heard, not seen: the
 * picture shows keyboard focus on the renamed "Later month" button.
 */
export const NavigationLabelOverride: Story = {
  args: { previousLabel: 'Earlier month', nextLabel: 'Later month' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Earlier month' })).toBeVisible();
    const later = canvas.getByRole('button', { name: 'Later month' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(later).toHaveFocus();
    await expect(later).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Dates before `minValue` and after `maxValue` cannot be picked; the previous-month button is off. */
export const MinMax: Story = {
  args: { defaultValue: parseDate('2025-03-14'), minValue: parseDate('2025-03-10'), maxValue: parseDate('2025-04-09') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const before = day(canvasElement, 9);
    await expect(before).toHaveAttribute('data-disabled', 'true');
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(day(canvasElement, 10)).not.toHaveAttribute('data-disabled');
    const [previous] = canvas.getAllByRole('button').filter((button) => !button.closest('td'));
    await expect(previous).toBeDisabled();
  },
};

/** `isDateUnavailable`: weekends struck through, not pickable. */
export const UnavailableDates: Story = {
  args: { isDateUnavailable: (date: DateValue) => getDayOfWeek(date, 'en-US') % 6 === 0 },
  play: async ({ canvasElement, args }) => {
    // 2025-03-15 is a Saturday.
    const saturday = day(canvasElement, 15);
    await expect(saturday).toHaveAttribute('data-unavailable', 'true');
    await expect(getComputedStyle(saturday).textDecorationLine).toBe('line-through');
    await userEvent.click(saturday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(day(canvasElement, 14)).toHaveAttribute('data-selected', 'true');
  },
};

/** Arrows move by day and week, Page Down by month, Enter picks; the focused day has a ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    // Tab: previous-month button, next-month button, then the selected day.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(day(canvasElement, 14)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(day(canvasElement, 15)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(day(canvasElement, 22)).toHaveFocus();
    await expect(day(canvasElement, 22)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 22));
    await userEvent.keyboard('{PageDown}');
    const april = new Intl.DateTimeFormat(globals.locale as string, { month: 'long' }).format(new Date(2025, 3, 1));
    await expect(canvas.getByRole('heading').textContent).toContain(april);
    await expect(day(canvasElement, 22)).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, 20));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(day(canvasElement, 20)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Read-only: shows the date, can be browsed, not changed. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(day(canvasElement, 20));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(day(canvasElement, 14)).toHaveAttribute('data-selected', 'true');
  },
};

/** An invalid date (per the caller's rule) is shown in the danger colour with the error text. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Reservations start 2 days after the subscription ends.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reservations start 2 days after the subscription ends.')).toBeVisible();
    await expect(getComputedStyle(day(canvasElement, 14)).backgroundColor).toBe('rgb(201, 39, 28)');
  },
};

/** Two months side by side, and a Monday-first week. */
export const TwoMonths: Story = {
  args: { visibleMonths: 2, firstDayOfWeek: 'mon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grids = canvas.getAllByRole('grid');
    await expect(grids).toHaveLength(2);
    await expect(grids[1]?.getBoundingClientRect().left).toBeGreaterThan(grids[0]?.getBoundingClientRect().right ?? 0);
  },
};

/** 280 px (the narrowest phone): the grid still fits. */
export const NarrowContainer: Story = {
  globals: { viewport: { value: 'mobile_xsm', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 264 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const right = canvas.getByTestId('narrow').getBoundingClientRect().right;
    await expect(canvas.getByRole('grid').getBoundingClientRect().right).toBeLessThanOrEqual(right);
    // The visible month heading fits (the calendar opts out of the global overflow check).
    const heading = canvasElement.querySelector('[class*="heading"]') as HTMLElement;
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

const onRangeChange = fn();

/** A range, at most 31 days: once the first date is picked, days further than 30 days away are unavailable. */
export const Range: Story = {
  render: () => (
    <RangeCalendar
      aria-label="Activity period"
      maxDays={31}
      visibleMonths={2}
      defaultFocusedValue={parseDate('2025-03-01')}
      onChange={onRangeChange}
    />
  ),
  play: async ({ canvasElement }) => {
    const [march, april] = within(canvasElement).getAllByRole('grid') as [HTMLElement, HTMLElement];
    const inMonth = (grid: HTMLElement, n: number) => day(grid, n);
    await userEvent.click(inMonth(march, 10));
    // 10 March + 30 days = 9 April: the 9th is still available, the 10th is not.
    await expect(inMonth(april, 9)).not.toHaveAttribute('data-unavailable');
    await expect(inMonth(april, 10)).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(inMonth(april, 12));
    await expect(onRangeChange).not.toHaveBeenCalled();
    await userEvent.click(inMonth(march, 24));
    await expect(onRangeChange).toHaveBeenCalledWith({
      start: new CalendarDate(2025, 3, 10),
      end: new CalendarDate(2025, 3, 24),
    });
    // The ends are marked, and the days between are in the range.
    await expect(inMonth(march, 10)).toHaveAttribute('data-selection-start', 'true');
    await expect(inMonth(march, 24)).toHaveAttribute('data-selection-end', 'true');
    await expect(inMonth(march, 17)).toHaveAttribute('data-selected', 'true');
    // After the pick, the limit no longer applies.
    await expect(inMonth(april, 12)).not.toHaveAttribute('data-unavailable');
  },
};

/** Windows high contrast: the picked day, the range and unavailable days stay distinguishable. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--ac-space-6)' }}>
      <Calendar aria-label="Single" defaultValue={parseDate('2025-03-14')} minValue={parseDate('2025-03-05')} />
      <RangeCalendar
        aria-label="Range"
        defaultValue={{ start: parseDate('2025-03-10'), end: parseDate('2025-03-19') }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const [single, range] = within(canvasElement).getAllByRole('grid') as [HTMLElement, HTMLElement];
    const picked = getComputedStyle(day(single, 14));
    const plain = getComputedStyle(day(single, 20));
    await expect(picked.backgroundColor).not.toBe(plain.backgroundColor);
    await expect(getComputedStyle(day(range, 15)).outlineStyle).toBe('solid');
    await expect(getComputedStyle(day(single, 3)).color).not.toBe(plain.color);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(getComputedStyle(day(single, 14)).outlineStyle).toBe('solid');
    await expect(body.getAllByRole('grid').length).toBeGreaterThan(1);
  },
};
