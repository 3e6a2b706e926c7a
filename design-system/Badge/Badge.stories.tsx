import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import type { BadgeTone } from './interfaces';

const tones: BadgeTone[] = ['neutral', 'accent', 'info', 'success', 'warning', 'danger'];

const meta = {
  title: 'Components/Display/Badge',
  parameters: { englishOnlyText: true },
  component: Badge,
  args: { children: 'MBUSTER' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--ac-space-2)' } as const;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('MBUSTER');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge.getBoundingClientRect().height).toBe(24);
    // Not interactive: never in the tab order.
    await expect(badge).not.toHaveAttribute('tabindex');
  },
};

export const Playground: Story = {
  args: { tone: 'accent', size: 'sm' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('MBUSTER');
    await expect(badge.getBoundingClientRect().height).toBe(20);
    await expect(badge).toHaveAttribute('data-tone', 'accent');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={row}>
      {tones.map((tone) => (
        <Badge key={tone} size={args.size} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = tones.map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(tones.length);
  },
};

/** Counts in the active locale's digits, capped at 99+ (or the given maximum), named by the caller. */
export const Counts: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="danger" count={3} aria-label="3 unread notifications" />
      <Badge tone="danger" count={1500} />
      <Badge tone="info" count={1500} max={999} size="sm" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const named = canvas.getByRole('img', { name: '3 unread notifications' });
    await expect(named).toHaveTextContent('3');
    const [, capped, cappedAt999] = [...canvasElement.querySelectorAll<HTMLElement>('[data-count]')] as HTMLElement[];
    await expect(capped?.textContent).toContain('99');
    await expect(capped?.textContent).not.toContain('1500');
    await expect(cappedAt999?.textContent).toContain(new Intl.NumberFormat(globals.locale).format(999));
    // A single digit is a circle.
    const box = named.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
  },
};

/** In a row narrower than its words a badge never breaks: it moves whole to the next line of the row. */
export const NeverWraps: Story = {
  render: () => (
    <div style={{ ...row, inlineSize: 128 }}>
      <Badge tone="accent" size="sm">
        Propietario
      </Badge>
      <Badge tone="info">Nuevo servicio</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(badges).toHaveLength(2);
    const [first, second] = badges as [HTMLElement, HTMLElement];
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1);
    for (const badge of badges) {
      await expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
      // One line: the pill's own height (20 or 24 px), not two lines of text.
      await expect(badge.getBoundingClientRect().height).toBeLessThanOrEqual(24);
    }
  },
};

/**
 * Windows high contrast (Display group): fills disappear, so every badge keeps a visible border in the
 * system text colour.
 */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  render: Tones.render,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    const borders = tones.map((tone) => getComputedStyle(canvas.getByText(tone)));
    for (const style of borders) {
      await expect(style.borderTopStyle).toBe('solid');
      await expect(style.borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
      await expect(style.borderTopColor).toBe(style.color);
    }
  },
};
