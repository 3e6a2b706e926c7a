import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import type { SpinnerSize } from './interfaces';

const sizes: SpinnerSize[] = ['xs', 'sm', 'md', 'lg'];
const diameters: Record<SpinnerSize, number> = { xs: 12, sm: 16, md: 20, lg: 32 };

/** Indeterminate progress (`role="progressbar"`). Still under `prefers-reduced-motion`. */
const meta = {
  title: 'Components/Feedback/Spinner',
  parameters: { englishOnlyText: true },
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    tone: { control: 'inline-radio', options: ['accent', 'currentColor'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar');
    // Named by default (a translated "Loading"), indeterminate (no value).
    await expect(spinner).toHaveAccessibleName();
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(spinner.getBoundingClientRect().width).toBe(20);
    // The test browser asks for reduced motion: no animation, stable screenshots.
    await expect(getComputedStyle(spinner.querySelector('svg') as SVGElement).animationName).toBe('none');
  },
};

export const Playground: Story = {
  args: { size: 'lg', tone: 'accent', 'aria-label': 'Loading invoices' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading invoices' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--ac-space-4)' }}>
      {sizes.map((size) => (
        <Spinner key={size} size={size} aria-label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of sizes) {
      const box = canvas.getByRole('progressbar', { name: `Loading ${size}` }).getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([diameters[size], diameters[size]]);
    }
  },
};
