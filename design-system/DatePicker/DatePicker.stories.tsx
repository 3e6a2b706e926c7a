import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate, parseDate, type DateValue } from '@internationalized/date';
import { Button } from '../Button';
import { calendarA11yParameters } from '../Calendar/a11yParameters';
import { DatePicker } from './DatePicker';

/** Spec: a spot reservation starts from 2 days after the subscription ends (here 20 March 2025). */
const subscriptionEnd = parseDate('2025-03-20');
const firstBookable = subscriptionEnd.add({ days: 2 });

/**
 * A date typed in locale-ordered segments or picked in a calendar. Stories use 2025 dates, so
 * "today" never lands in a screenshot.
 */
const meta = {
  title: 'Components/Dates/DatePicker',
  component: DatePicker,
  parameters: { ...calendarA11yParameters },
  args: {
    label: 'Reservation date',
    onChange: fn(),
    placeholderValue: parseDate('2025-03-01'),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    calendarButtonLabel: { control: 'text' },
    value: { control: false },
    defaultValue: { control: false },
    minValue: { control: false },
    maxValue: { control: false },
    placeholderValue: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker<DateValue>>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');
const calendarButton = (canvasElement: HTMLElement) => within(group(canvasElement)).getByRole('button');
const dayCell = (n: number) =>
  within(page.getByRole('dialog'))
    .getAllByRole('button')
    .find((cell) => cell.closest('td') && cell.textContent === String(n)) as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = calendarButton(canvasElement);
    await expect(button).toHaveAccessibleName(/Reservation date/);
    await document.fonts.ready;
    await userEvent.click(button);
    const dialog = await page.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/Reservation date/);
    await userEvent.click(dayCell(24));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2025, 3, 24));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // The segments now hold the date.
    const segments = within(group(canvasElement)).getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.getAttribute('aria-valuenow')).sort()).toEqual(
      ['2025', '24', '3'].sort(),
    );
  },
};

export const Playground: Story = {
  args: {
    description: 'Reservations start at 00:00 (UTC) and last 7 days.',
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Choose a date.',
    name: 'reservationDate',
    defaultValue: parseDate('2025-03-24'),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[name="reservationDate"]')).toHaveValue('2025-03-24');
  },
};

/** The segments follow the active locale's order (year first in ko and ja, day first in es). */
export const LocaleOrder: Story = {
  args: { defaultValue: parseDate('2025-03-24') },
  play: async ({ canvasElement, globals }) => {
    const expected = new Intl.DateTimeFormat(globals.locale as string)
      .formatToParts(new Date(2025, 2, 24))
      .filter((part) => ['year', 'month', 'day'].includes(part.type))
      .map((part) => part.type);
    const segments = within(group(canvasElement)).getAllByRole('spinbutton');
    const types = segments.map((segment) => segment.getAttribute('data-type'));
    await expect(types).toEqual(expected);
  },
};

/** Spot reservation: from 2 days after the end date. Earlier days are unavailable in the calendar. */
export const SpotReservation: Story = {
  args: {
    minValue: firstBookable,
    placeholderValue: firstBookable,
    description: 'Your subscription ends on 20 March 2025; a reservation can start from 22 March.',
  },
  play: async ({ canvasElement, args }) => {
    await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
    await page.findByRole('dialog');
    const before = dayCell(21);
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(dayCell(22)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(dayCell(22));
    await expect(args.onChange).toHaveBeenCalledWith(firstBookable);
  },
};

/**
 * A date typed before the minimum is invalid, and says from when, in the page's language and date
 * format (React Stately's own message follows the browser's language instead).
 */
export const TypedBeforeMin: Story = {
  args: { minValue: firstBookable, defaultValue: parseDate('2025-03-21') },
  play: async ({ canvasElement, globals }) => {
    const fieldGroup = group(canvasElement);
    await expect(fieldGroup).toHaveAttribute('data-invalid', 'true');
    const firstSegment = within(fieldGroup).getAllByRole('spinbutton')[0] as HTMLElement;
    await expect(firstSegment).toHaveAttribute('aria-invalid', 'true');
    const min = new Intl.DateTimeFormat(globals.locale as string, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2025, 2, 22)),
    );
    await expect(firstSegment).toHaveAccessibleDescription(new RegExp(min));
  },
};

/** A booked date typed in is invalid too, with the design system's message. */
export const TypedUnavailable: Story = {
  args: {
    defaultValue: parseDate('2025-03-26'),
    isDateUnavailable: (date: DateValue) => date.compare(parseDate('2025-03-26')) === 0,
  },
  play: async ({ canvasElement }) => {
    const fieldGroup = group(canvasElement);
    await expect(fieldGroup).toHaveAttribute('data-invalid', 'true');
    const segment = within(fieldGroup).getAllByRole('spinbutton')[0] as HTMLElement;
    await expect(segment).toHaveAccessibleDescription(/\S/);
    // Not React Stately's English fallback.
    await expect(segment).not.toHaveAccessibleDescription(/Selected date unavailable/);
  },
};

/** Dates already booked are struck through and cannot be picked. */
export const UnavailableDates: Story = {
  args: {
    minValue: firstBookable,
    placeholderValue: firstBookable,
    isDateUnavailable: (date: DateValue) =>
      date.compare(parseDate('2025-03-25')) >= 0 && date.compare(parseDate('2025-03-27')) <= 0,
  },
  play: async ({ canvasElement, args }) => {
    await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
    await page.findByRole('dialog');
    const booked = dayCell(26);
    await expect(booked).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(booked);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Keyboard: type the date in the segments; Alt+ArrowDown opens the calendar; Escape closes it. */
export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const segments = within(group(canvasElement)).getAllByRole('spinbutton');
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    // Digits fill the segments in the locale's order; focus moves on by itself.
    const parts = new Intl.DateTimeFormat(globals.locale as string)
      .formatToParts(new Date(2025, 2, 24))
      .filter((part) => ['year', 'month', 'day'].includes(part.type));
    const typed = { year: '2025', month: '03', day: '24' };
    for (const part of parts) await userEvent.keyboard(typed[part.type as keyof typeof typed]);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 24)));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(group(canvasElement).contains(document.activeElement)).toBe(true);
  },
};

/** The calendar button opens with Enter; focus returns to it after Escape. */
export const FocusReturn: Story = {
  args: { defaultValue: parseDate('2025-03-24') },
  play: async ({ canvasElement }) => {
    const button = calendarButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog');
    await waitFor(() => expect(dayCell(24)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(dayCell(25)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

const onSubmit = fn();

function ReservationForm() {
  const [date, setDate] = useState<DateValue | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (date) onSubmit(date.toString());
  };
  return (
    <form
      aria-label="Spot reservation"
      onSubmit={handleSubmit}
      noValidate
      style={{ display: 'grid', gap: 'var(--ac-space-4)', justifyItems: 'start' }}
    >
      <DatePicker
        label="Reservation date"
        isRequired
        minValue={firstBookable}
        placeholderValue={firstBookable}
        value={date}
        onChange={setDate}
        isInvalid={submitted && !date}
        errorMessage="Choose a reservation date."
      />
      <Button type="submit">Reserve</Button>
    </form>
  );
}

/** Required and empty: invalid after a failed submit; picking a date fixes it. */
export const InvalidAfterSubmit: Story = {
  render: () => <ReservationForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Choose a reservation date.')).toBeVisible();
    await expect(group(canvasElement)).toHaveAttribute('data-invalid', 'true');
    await document.fonts.ready;
    await userEvent.click(calendarButton(canvasElement));
    await page.findByRole('dialog');
    await userEvent.click(dayCell(23));
    await waitFor(() => expect(canvas.queryByText('Choose a reservation date.')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve' }));
    await expect(onSubmit).toHaveBeenCalledWith('2025-03-23');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2025-03-24') },
  play: async ({ canvasElement }) => {
    await expect(calendarButton(canvasElement)).toBeDisabled();
    for (const segment of within(group(canvasElement)).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Spanish label and help text wrap; the date itself never breaks inside. */
export const LongText: Story = {
  args: {
    label: 'Fecha de inicio de la reserva del ticket puntual',
    description:
      'La reserva empieza a las 00:00 (UTC) de ese día y dura 7 días; puede cancelarla antes de que empiece.',
    defaultValue: parseDate('2025-03-24'),
  },
  play: async ({ canvasElement }) => {
    const input = group(canvasElement).firstElementChild as HTMLElement;
    await expect(getComputedStyle(input).whiteSpace).toBe('nowrap');
  },
};

/** 200 px: the calendar button moves under the date rather than overlapping it. */
export const NarrowContainer: Story = {
  args: { defaultValue: parseDate('2025-03-24') },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const right = within(canvasElement).getByTestId('narrow').getBoundingClientRect().right;
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
  await expect(within(dialog).getByRole('grid')).toBeVisible();
};

/** mobile_sm: the calendar fits the 320 px window. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { defaultValue: parseDate('2025-03-24') },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** tablet_md. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  args: { defaultValue: parseDate('2025-03-24') },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** desktop_xl. */
export const DesktopXl: Story = {
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  args: { defaultValue: parseDate('2025-03-24') },
  play: async ({ canvasElement }) => openAtViewport(canvasElement),
};

/** Windows high contrast: field border, focused segment and the open calendar stay visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  args: { defaultValue: parseDate('2025-03-24') },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    await expect(getComputedStyle(group(canvasElement)).borderTopStyle).toBe('solid');
    await userEvent.tab();
    await expect(getComputedStyle(group(canvasElement)).outlineStyle).toBe('solid');
  },
};
