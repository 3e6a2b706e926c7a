import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

/** An on/off setting that applies at once: the account's security toggles. */
const meta = {
  title: 'Components/Choice/Switch',
  parameters: { englishOnlyText: true },
  component: Switch,
  args: {
    children: 'Auto logout',
    onChange: fn(),
  },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    labelPosition: { control: 'inline-radio', options: ['end', 'start'] },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackOf = (control: HTMLElement) =>
  control.closest('label')?.querySelector('[aria-hidden="true"]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Auto logout' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The thumb moved to the end of the 36 x 20 track.
    const track = trackOf(control);
    await expect([track.getBoundingClientRect().width, track.getBoundingClientRect().height]).toEqual([36, 20]);
    const thumb = track.firstElementChild as HTMLElement;
    await expect(track.getBoundingClientRect().right - thumb.getBoundingClientRect().right).toBe(3);
  },
};

export const Playground: Story = {
  args: {
    description: 'Signs you out after 60 minutes without activity.',
    labelPosition: 'end',
    isDisabled: false,
    isReadOnly: false,
    defaultSelected: true,
    name: 'autoLogout',
  },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Auto logout' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('Signs you out after 60 minutes without activity.');
  },
};

function SecuritySettings() {
  const [twoFactor, setTwoFactor] = useState(true);
  const [autoLogout, setAutoLogout] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 'var(--ac-space-5)', maxInlineSize: 560 }}>
      <Switch
        labelPosition="start"
        isSelected={twoFactor}
        onChange={setTwoFactor}
        description="A code is e-mailed to you at every sign-in."
      >
        Two-factor authentication
      </Switch>
      <Switch
        labelPosition="start"
        isSelected={autoLogout}
        onChange={setAutoLogout}
        description="Signs you out after 60 minutes without activity."
      >
        Auto logout
      </Switch>
    </div>
  );
}

/** Security settings rows: label and help text first, the switch at the end; the name stays the label. */
export const SecurityToggles: Story = {
  render: () => <SecuritySettings />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const twoFactor = canvas.getByRole('switch', { name: 'Two-factor authentication' });
    const autoLogout = canvas.getByRole('switch', { name: 'Auto logout' });
    await expect(twoFactor).toBeChecked();
    await expect(twoFactor).toHaveAccessibleDescription('A code is e-mailed to you at every sign-in.');
    // The track sits at the inline end of the row.
    const row = twoFactor.closest('label') as HTMLElement;
    await expect(Math.round(trackOf(twoFactor).getBoundingClientRect().right)).toBe(
      Math.round(row.getBoundingClientRect().right),
    );
    await userEvent.click(canvas.getByText('Auto logout'));
    await expect(autoLogout).toBeChecked();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-3)' }}>
      <Switch {...args} isDisabled>
        Off and locked
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        On and locked
      </Switch>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByRole('switch', { name: 'Off and locked' });
    await expect(off).toBeDisabled();
    await userEvent.click(canvas.getByText('Off and locked'));
    await expect(off).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('switch', { name: 'On and locked' })).toBeChecked();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Read-only (e.g. enforced by the organisation): focusable, announced, not changeable. */
export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    defaultSelected: true,
    children: 'Two-factor authentication',
    description: 'Required by your organisation.',
  },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Space toggles; the ring sits around the track. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Auto logout' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(control.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(trackOf(control)).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
  },
};

/** Long Spanish label and help text wrap; the switch keeps its size. */
export const LongText: Story = {
  args: {
    labelPosition: 'start',
    children: 'Cerrar la sesión automáticamente después de un periodo de inactividad',
    description: 'Por seguridad, la sesión se cierra tras 60 minutos sin actividad en ninguna pestaña de la consola.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    const track = trackOf(control).getBoundingClientRect();
    await expect([track.width, track.height]).toEqual([36, 20]);
    await expect((control.closest('label') as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

/** 200 px: label wraps, nothing spills. */
export const NarrowContainer: Story = {
  args: {
    labelPosition: 'start',
    children: 'Two-factor authentication',
    description: 'A code is e-mailed to you at every sign-in.',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('switch').closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByTestId('narrow').getBoundingClientRect().right,
    );
  },
};

/** Windows high contrast: track border, the on state and the focus ring stay visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--ac-space-3)' }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    const off = trackOf(canvas.getByRole('switch', { name: 'Off' }));
    const on = trackOf(canvas.getByRole('switch', { name: 'On' }));
    await expect(getComputedStyle(off).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(on).backgroundColor).not.toBe(getComputedStyle(off).backgroundColor);
    await userEvent.tab();
    await expect(getComputedStyle(off).outlineStyle).toBe('solid');
  },
};
