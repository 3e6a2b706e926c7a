import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Loader } from './Loader';

const meta = {
  title: 'Components/Feedback/Loader',
  component: Loader,
  parameters: { canvasPadding: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['page', 'section'] },
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

const centre = (rect: DOMRect) => [rect.left + rect.width / 2, rect.top + rect.height / 2];

/** The shell while the user is not loaded: one named spinner in the middle of the window. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar');
    await expect(spinner).toHaveAccessibleName();
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    // The visible label repeats the name and is not read twice.
    const label = spinner.nextElementSibling as HTMLElement;
    await expect(label).toHaveAttribute('aria-hidden', 'true');
    await expect(label.textContent).toBe(spinner.getAttribute('aria-label'));
    const [x, y] = centre(spinner.getBoundingClientRect()) as [number, number];
    await expect(Math.abs(x - window.innerWidth / 2)).toBeLessThanOrEqual(1);
    // Centred with its label as one group.
    await expect(y).toBeLessThan(window.innerHeight / 2);
    await expect(y).toBeGreaterThan(window.innerHeight / 2 - 40);
  },
};

/** A section loader with a label, shown after a 300 ms delay (the spinner appears once the delay is over). */
export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Loading your account', variant: 'section', showLabel: true, delay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading your account' })).toBeVisible(), {
      timeout: 2000,
    });
  },
};

/** One panel of a page loading: at least 160px high, centred in the panel. */
export const Section: Story = {
  parameters: { englishOnlyText: true },
  args: { variant: 'section', label: 'Loading invoices', showLabel: false },
  render: (args) => (
    <div style={{ padding: 'var(--ac-space-6)' }}>
      <section
        aria-label="Invoices"
        aria-busy="true"
        style={{ inlineSize: 320, border: '1px solid var(--ac-color-border-default)', borderRadius: 'var(--ac-radius-md)' }}
      >
        <Loader {...args} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Invoices' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.getBoundingClientRect().height).toBeGreaterThanOrEqual(160);
    const spinner = canvas.getByRole('progressbar', { name: 'Loading invoices' });
    // No visible label asked for: the name is only on the spinner.
    await expect(region).not.toHaveTextContent('Loading invoices');
    const [x] = centre(spinner.getBoundingClientRect()) as [number];
    const [regionX] = centre(region.getBoundingClientRect()) as [number];
    await expect(Math.abs(x - regionX)).toBeLessThanOrEqual(1);
  },
};

/**
 * A fast load shows nothing at all: while its delay runs the loader renders nothing, so the picture is the empty
 * page. (Playground shows the spinner appearing once a delay is over.)
 */
export const Delayed: Story = {
  parameters: { englishOnlyText: true },
  args: { delay: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

/** A long Spanish label on a phone wraps under the spinner instead of spilling out. */
export const MobileLongLabel: Story = {
  parameters: { englishOnlyText: true },
  args: { label: 'Cargando la información de su organización y de sus suscripciones activas' },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const loader = canvasElement.querySelector('[data-variant="page"]') as HTMLElement;
    await expect(loader.scrollWidth).toBeLessThanOrEqual(loader.clientWidth);
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName(/^Cargando/);
  },
};
