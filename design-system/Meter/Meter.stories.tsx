import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter } from './Meter';
import type { MeterLevel } from './interfaces';
import { meterLevel } from './level';

const meta = {
  title: 'Components/Feedback/Meter',
  component: Meter,
  args: { label: 'Concurrent users', value: 1234, max: 5000 },
  argTypes: {
    label: { control: 'text' },
    value: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
    warningAt: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
    criticalAt: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
  },
  render: (args) => (
    <div style={{ inlineSize: 400 }}>
      <Meter {...args} />
    </div>
  ),
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillOf = (meter: HTMLElement) => meter.querySelector<HTMLElement>('[class*="fill"]') as HTMLElement;
/** The numbers as the story's locale (toolbar global) writes them. */
const number = (locale: string, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, options).format(value);

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Concurrent users' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1234');
    await expect(meter).toHaveAttribute('aria-valuemax', '5000');
    await expect(meter).toHaveAttribute('data-level', 'normal');
    // "1,234 of 5,000" with the locale's digits and grouping, read out as the value text.
    const valueText = meter.getAttribute('aria-valuetext') as string;
    await expect(valueText).toContain(number(globals.locale, 1234));
    await expect(valueText).toContain(number(globals.locale, 5000));
    await expect(meter).toHaveTextContent(valueText);
    await expect(fillOf(meter).getBoundingClientRect().width).toBeCloseTo(400 * (1234 / 5000), 0);
  },
};

export const Playground: Story = {
  args: { value: 18500, max: 20000, warningAt: 0.8, criticalAt: 1, description: 'Updated hourly' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('data-level', 'warning');
    await expect(meter).toHaveAccessibleDescription('Updated hourly');
  },
};

const levels: { value: number; level: MeterLevel }[] = [
  { value: 2000, level: 'normal' },
  { value: 4200, level: 'warning' },
  { value: 5000, level: 'critical' },
  { value: 6150, level: 'over' },
];

/**
 * Normal, warning (80%), critical (at the limit) and over: each level has its colour AND an icon with a
 * written level, and the level is part of the read-out value.
 */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-6)', inlineSize: 400 }}>
      {levels.map(({ value, level }) => (
        <Meter key={level} {...args} label={`Rooms (${level})`} value={value} max={5000} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const fills = new Set<string>();
    for (const { value, level } of levels) {
      const meter = canvas.getByRole('meter', { name: `Rooms (${level})` });
      await expect(meter).toHaveAttribute('data-level', level);
      await expect(meterLevel(value, 5000, 0.8, 1)).toBe(level);
      fills.add(getComputedStyle(fillOf(meter)).backgroundColor);
      const icon = meter.querySelector('svg');
      if (level === 'normal') {
        await expect(icon).toBeNull();
        continue;
      }
      // The written level is in the value text too (read once, shown once).
      const shown = (icon?.parentElement as HTMLElement).textContent as string;
      await expect(shown.length).toBeGreaterThan(0);
      await expect(meter.getAttribute('aria-valuetext')).toContain(shown);
    }
    // Three colours: normal, warning, critical/over.
    await expect(fills.size).toBe(3);
    // Over the limit: the bar is full, the value still says how far over.
    const over = canvas.getByRole('meter', { name: 'Rooms (over)' });
    await expect(fillOf(over).getBoundingClientRect().width).toBe(400);
    await expect(over.getAttribute('aria-valuetext')).toContain(number(globals.locale, 6150));
  },
};

/** Big plan limits in compact notation ("2.5M", "250만") through Intl, and custom thresholds. */
export const CompactNumbers: Story = {
  args: {
    label: 'Monitored users this month',
    value: 1_720_000,
    max: 2_500_000,
    warningAt: 0.6,
    criticalAt: 0.9,
    formatOptions: { notation: 'compact', maximumFractionDigits: 1 },
  },
  play: async ({ canvasElement, globals }) => {
    const meter = within(canvasElement).getByRole('meter');
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    await expect(meter.getAttribute('aria-valuetext')).toContain(number(globals.locale, 2_500_000, compact));
    await expect(meter).toHaveAttribute('data-level', 'warning');
  },
};

/** The catalog's words replaced by the caller's (e.g. the plan's own wording). */
export const CustomLabels: Story = {
  parameters: { englishOnlyText: true },
  args: {
    label: 'Members',
    value: 10,
    max: 10,
    valueLabel: '10 of 10 seats',
    levelLabels: { critical: 'All seats taken' },
  },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Members' });
    await expect(meter).toHaveAttribute('data-level', 'critical');
    await expect(meter).toHaveTextContent('10 of 10 seats');
    await expect(meter).toHaveTextContent('All seats taken');
    await expect(meter.getAttribute('aria-valuetext')).toMatch(/^10 of 10 seats.*All seats taken/);
  },
};

/** A 240px usage panel in Spanish: label, numbers and level wrap without spilling. */
export const NarrowLongSpanish: Story = {
  args: {
    label: 'Usuarios activos mensuales del plan Medium',
    value: 98_000,
    max: 100_000,
    description: 'Última actualización hace 40 minutos; el uso se actualiza cada hora.',
  },
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <Meter {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('data-level', 'warning');
    await expect(meter.scrollWidth).toBeLessThanOrEqual(meter.clientWidth);
    await expect(meter).toHaveAccessibleDescription(/^Última actualización/);
  },
};
