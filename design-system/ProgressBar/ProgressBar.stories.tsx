import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading contract.pdf', value: 40 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    label: { control: 'text' },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  render: (args) => (
    <div style={{ inlineSize: 360 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[class*="fill"]') as HTMLElement;
const trackOf = (bar: HTMLElement) => fillOf(bar).parentElement as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading contract.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    // The percentage in the active locale, read out and shown (the shown copy is not read twice).
    const percent = new Intl.NumberFormat(globals.locale, { style: 'percent' }).format(0.4);
    await expect(bar).toHaveAttribute('aria-valuetext', percent);
    // Compared as written: Spanish puts a no-break space before "%", which text matchers normalise away.
    const shown = [...bar.querySelectorAll('[aria-hidden="true"]')].find((element) => element.textContent === percent);
    await expect(shown).toBeDefined();
    // The fill covers 40% of the track; the track is 8px thick.
    await expect(fillOf(bar).getBoundingClientRect().width).toBeCloseTo(trackOf(bar).getBoundingClientRect().width * 0.4, 0);
    await expect(trackOf(bar).getBoundingClientRect().height).toBe(8);
  },
};

export const Playground: Story = {
  args: { size: 'sm', value: 75, showValue: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(trackOf(bar).getBoundingClientRect().height).toBe(4);
  },
};

/** Counted steps instead of a percentage: the caller's "3 of 8 files", shown and read out. */
export const CustomValueLabel: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Sending invitations', value: 3, maxValue: 8, valueLabel: '3 of 8 invitations' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Sending invitations' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 8 invitations');
    await expect(bar).toHaveTextContent('3 of 8 invitations');
    await expect(fillOf(bar).getBoundingClientRect().width).toBeCloseTo(360 * (3 / 8), 0);
  },
};

/** Unknown length: no value at all (not read as 0%), a bar that stays still under reduced motion. */
export const Indeterminate: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Preparing the export', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing the export' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
    await expect(getComputedStyle(fillOf(bar)).animationName).toBe('none');
    await expect(fillOf(bar).getBoundingClientRect().width).toBeCloseTo(360 * 0.4, 0);
  },
};

/** Done, in a 200px column with a long Spanish label: the value moves under the wrapped label. */
export const CompleteNarrowSpanish: Story = {
  args: { label: 'Subiendo el archivo de la factura de noviembre', value: 100 },
  render: (args) => (
    <div style={{ inlineSize: 200 }}>
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(fillOf(bar).getBoundingClientRect().width).toBe(trackOf(bar).getBoundingClientRect().width);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};
