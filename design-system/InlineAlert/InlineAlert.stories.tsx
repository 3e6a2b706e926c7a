import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { InlineAlert } from './InlineAlert';
import type { AlertTone } from './interfaces';

const tones: AlertTone[] = ['info', 'success', 'warning', 'error'];

const meta = {
  title: 'Components/Feedback/InlineAlert',
  parameters: { englishOnlyText: true },
  component: InlineAlert,
  args: {
    children: 'Plan changes are not possible while the service is being configured (about 10 minutes).',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    role: { control: 'inline-radio', options: ['alert', 'status', 'note'] },
    title: { control: 'text' },
    children: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = { display: 'grid', gap: 'var(--ac-space-3)', maxInlineSize: 640 } as const;

/** The tone icon is a named image, so the tone is heard as well as seen. */
const toneIcon = (root: HTMLElement) => within(root).getByRole('img');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveAttribute('data-tone', 'info');
    await expect(alert).toHaveTextContent(/being configured/);
    await expect(toneIcon(alert)).toHaveAccessibleName();
    await expect(toneIcon(alert)).toHaveAttribute('data-icon', 'info');
    // No dismiss button unless asked for.
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  args: {
    tone: 'warning',
    title: 'Payment failed',
    children: 'We will retry the payment for 3 days; after that the subscription is cancelled.',
    onDismiss: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveAttribute('data-tone', 'warning');
    await expect(alert).toHaveTextContent(/Payment failed/);
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Four tones, four icon shapes and names: colour is never the only signal. Errors interrupt (role alert). */
export const Tones: Story = {
  render: (args) => (
    <div style={stack}>
      {tones.map((tone) => (
        <InlineAlert key={tone} {...args} tone={tone} title={`Tone ${tone}`}>
          {args.children}
        </InlineAlert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(alerts.map((alert) => alert.dataset.tone)).toEqual(tones);
    await expect(alerts.map((alert) => alert.getAttribute('role'))).toEqual(['status', 'status', 'status', 'alert']);
    const icons = alerts.map((alert) => toneIcon(alert));
    await expect(new Set(icons.map((icon) => icon.dataset.icon)).size).toBe(4);
    await expect(new Set(icons.map((icon) => icon.getAttribute('aria-label'))).size).toBe(4);
    // Each tone has its own background and border.
    await expect(new Set(alerts.map((alert) => getComputedStyle(alert).backgroundColor)).size).toBe(4);
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-tone', 'error');
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Payment failed',
    children: 'Your transaction failed. Try a different payment method or contact your card issuer.',
    action: (
      <Button size="sm" variant="secondary" onPress={fn()}>
        Change card
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    const action = within(alert).getByRole('button', { name: 'Change card' });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await expect(action).toHaveAttribute('data-focus-visible', 'true');
    // Wide container: the action sits beside the message.
    const message = within(alert).getByText(/transaction failed/);
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(message.getBoundingClientRect().left);
  },
};

/**
 * Dismiss from the keyboard: the alert goes, and focus moves on to the next control instead of the
 * page start. The labels a caller can override (dismiss, tone) replace the catalog's.
 */
export const DismissWithKeyboard: Story = {
  args: { tone: 'success', children: 'Preferences saved.', onDismiss: fn(), dismissLabel: 'Hide message', toneLabel: 'Done' },
  render: (args) => (
    <div style={stack}>
      <InlineAlert {...args} />
      <div>
        <Button variant="secondary">Next step</Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('status');
    await expect(toneIcon(alert)).toHaveAccessibleName('Done');
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Hide message' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Next step' })).toHaveFocus();
  },
};

/** Spanish in a 288px column: the text wraps, the action drops under it, nothing is clipped. */
export const LongSpanishTextNarrow: Story = {
  args: {
    tone: 'warning',
    title: 'No se puede cambiar el plan',
    children:
      'Las cancelaciones de suscripción y los cambios de plan no son posibles en la fecha de pago (UTC). Inténtelo de nuevo mañana.',
    onDismiss: fn(),
    action: (
      <Button size="sm" variant="secondary">
        Ver detalles del plan
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ inlineSize: 288 }} data-testid="column">
      <InlineAlert {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('status');
    await expect(alert.getBoundingClientRect().width).toBe(canvas.getByTestId('column').getBoundingClientRect().width);
    const action = within(alert).getByRole('button', { name: 'Ver detalles del plan' });
    const message = within(alert).getByText(/fecha de pago/);
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(message.getBoundingClientRect().bottom);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
