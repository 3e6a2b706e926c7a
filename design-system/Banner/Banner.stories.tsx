import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Banner } from './Banner';
import type { BannerTone } from './interfaces';

const tones: BannerTone[] = ['info', 'success', 'warning', 'error', 'environment'];

const meta = {
  title: 'Components/Feedback/Banner',
  component: Banner,
  parameters: { canvasPadding: false, englishOnlyText: true },
  args: { children: 'Scheduled maintenance on 5 December, 02:00 to 04:00 (UTC).' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    title: { control: 'text' },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour a token resolves to, in the form `getComputedStyle` reports. */
function tokenColor(name: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${name})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-tone', 'info');
    await expect(within(banner).getByRole('img')).toHaveAccessibleName();
    // Full width of the page, no dismiss unless asked for.
    await expect(banner.getBoundingClientRect().width).toBe(canvasElement.getBoundingClientRect().width);
    await expect(within(banner).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  args: { tone: 'warning', title: 'Payment failed.', onDismiss: fn(), children: 'We retry for 3 days.' },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Payment failed. We retry for 3 days.');
    await userEvent.click(within(banner).getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Every tone, the environment caution last. */
export const Tones: Story = {
  render: (args) => (
    <div>
      {tones.map((tone) =>
        tone === 'environment' ? (
          <Banner key={tone} tone={tone}>{`Tone ${tone}`}</Banner>
        ) : (
          <Banner key={tone} tone={tone} onDismiss={fn()}>
            {`Tone ${tone}: ${String(args.children)}`}
          </Banner>
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const banners = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(banners.map((banner) => banner.dataset.tone)).toEqual(tones);
    await expect(new Set(banners.map((banner) => getComputedStyle(banner).backgroundColor)).size).toBe(5);
    for (const banner of banners) await expect(within(banner).getByRole('img')).toHaveAccessibleName();
    // The environment caution cannot be dismissed.
    await expect(within(banners[4] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(within(banners[3] as HTMLElement).getByRole('button')).toHaveAccessibleName();
  },
};

/** The red environment caution of the shell (spec section 2): white on the banner token red. */
export const EnvironmentCaution: Story = {
  args: { tone: 'environment', children: 'Production environment: changes here affect real customers.' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-tone', 'environment');
    const style = getComputedStyle(banner);
    await expect(style.backgroundColor).toBe(tokenColor('--ac-color-banner-env-bg'));
    await expect(style.color).toBe(tokenColor('--ac-color-banner-env-text'));
    await expect(within(banner).getByRole('img')).toHaveAttribute('data-icon', 'warning');
  },
};

/** Action and dismiss by keyboard; after dismissing, focus moves to the next control on the page. */
export const ActionAndDismissKeyboard: Story = {
  args: {
    tone: 'error',
    title: 'Payment failed.',
    children: 'The subscription is cancelled after 3 days of retries.',
    onDismiss: fn(),
    action: (
      <Button size="sm" variant="secondary">
        Change card
      </Button>
    ),
  },
  render: (args) => (
    <>
      <Banner {...args} />
      <main style={{ padding: 'var(--ac-space-6)' }}>
        <Button>Continue</Button>
      </main>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('alert');
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Change card' })).toHaveFocus();
    await userEvent.tab();
    const dismiss = within(banner).getAllByRole('button')[1] as HTMLElement;
    await expect(dismiss).toHaveFocus();
    await expect(dismiss).toHaveAccessibleName();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};

const longSpanish = {
  tone: 'warning' as const,
  title: 'Su plan de prueba gratuita ha caducado.',
  children:
    'Para seguir usando el servicio sin interrupciones, elija un plan de pago antes de que se eliminen sus datos dentro de 28 días.',
  onDismiss: fn(),
  action: (
    <Button size="sm" variant="secondary">
      Elegir un plan
    </Button>
  ),
};

async function assertFits(canvasElement: HTMLElement) {
  const banner = within(canvasElement).getByRole('status');
  await expect(banner.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  return banner;
}

/** Long Spanish on a phone: the message wraps, the action moves under it, the dismiss stays at the end. */
export const MobileLongSpanish: Story = {
  args: longSpanish,
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = await assertFits(canvasElement);
    const action = within(banner).getByRole('button', { name: 'Elegir un plan' });
    const message = within(banner).getByText(/datos dentro de 28/);
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(message.getBoundingClientRect().bottom);
  },
};

export const TabletLongSpanish: Story = {
  args: longSpanish,
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await assertFits(canvasElement);
  },
};

export const DesktopLongSpanish: Story = {
  args: longSpanish,
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = await assertFits(canvasElement);
    // Wide enough: the action sits on the message's line.
    const action = within(banner).getByRole('button', { name: 'Elegir un plan' });
    const message = within(banner).getByText(/datos dentro de 28/);
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(message.getBoundingClientRect().left);
  },
};

/**
 * Windows high contrast (Feedback group): backgrounds are dropped, so every banner keeps a full border,
 * the environment caution included, and the dismiss button's focus ring stays visible.
 */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-2)' }}>
      <Banner tone="environment">Production environment.</Banner>
      <Banner tone="error" onDismiss={fn()}>
        Payment failed.
      </Banner>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    for (const banner of canvasElement.querySelectorAll<HTMLElement>('[data-tone]')) {
      const style = getComputedStyle(banner);
      await expect(style.borderBlockStartStyle).toBe('solid');
      await expect(style.borderInlineStartStyle).toBe('solid');
      await expect(Number.parseFloat(style.borderBlockStartWidth)).toBeGreaterThan(0);
    }
    await userEvent.tab();
    const dismiss = within(canvasElement).getByRole('button');
    await expect(dismiss).toHaveFocus();
    await expect(getComputedStyle(dismiss).outlineStyle).toBe('solid');
  },
};
