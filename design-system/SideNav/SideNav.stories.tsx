import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav, SideNavItem, SideNavSection } from './SideNav';

const navigate = fn();

/**
 * The side navigation on its own (outside an AppShell it is the fixed 244 px column): current page
 * with `aria-current`, a product badge, a disabled "unavailable" entry, a section label.
 */
const meta = {
  title: 'Components/Layout/SideNav',
  component: SideNav,
  args: { 'aria-label': 'Main navigation', children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <SideNav {...args}>
        <SideNavItem href="/dashboard">Dashboard</SideNavItem>
        <SideNavSection label="Service">
          <SideNavItem href="/product/waiting-room" isCurrent>
            Virtual waiting room
          </SideNavItem>
          <SideNavItem href="/product/bot-manager" badge="MBUSTER">
            Bot manager
          </SideNavItem>
          <SideNavItem href="/product/auto-scaling" isDisabled>
            Auto-scaling
          </SideNavItem>
        </SideNavSection>
      </SideNav>
    </RouterProvider>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(244);
    const current = canvas.getByRole('link', { name: 'Virtual waiting room' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // The section label names its group.
    await expect(canvas.getByRole('list', { name: 'Service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Bot manager.*MBUSTER/ })).toBeVisible();
    // The current entry looks different from the others.
    const other = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(getComputedStyle(current).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  },
};

export const Playground: Story = {
  args: { 'aria-label': 'Console menu' },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Console menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard', undefined);
  },
};

/** The disabled entry says why (translated "Unavailable"), is skipped by Tab and does nothing on click. */
export const DisabledItem: Story = {
  parameters: {
    screenshot: { samePictureBecause: 'The disabled entry is in the Default list too, and the ignored click changes nothing.' },
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('link', { name: /^Auto-scaling/ });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    // The accessible name carries the reason after the label.
    await expect((disabled.textContent ?? '').length).toBeGreaterThan('Auto-scaling'.length);
    await userEvent.click(disabled);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab walks the enabled links in order (the disabled one is skipped); Enter follows one. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const bot = canvas.getByRole('link', { name: /Bot manager/ });
    await expect(bot).toHaveFocus();
    await expect(bot).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(bot).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/product/bot-manager', undefined);
  },
};

/** Long Spanish labels wrap inside the 244 px column; badges stay whole. */
export const LongSpanishLabels: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <SideNav {...args}>
        <SideNavItem href="/dashboard">Panel de control</SideNavItem>
        <SideNavSection label="Servicios contratados por la organización">
          <SideNavItem href="/product/waiting-room" isCurrent>
            Sala de espera virtual para eventos de alta demanda
          </SideNavItem>
          <SideNavItem href="/product/bot-manager" badge="MBUSTER">
            Administrador de bots
          </SideNavItem>
          <SideNavItem href="/product/auto-scaling" isDisabled>
            Escalado automático
          </SideNavItem>
        </SideNavSection>
      </SideNav>
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBe(244);
    const long = canvas.getByRole('link', { name: /Sala de espera/ });
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
