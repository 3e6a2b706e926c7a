import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

/**
 * Tabs switch between views of one subject. **When to use**: sibling views of the same thing (the
 * account's info, security, contracts, activity). **Don't** use tabs for steps: that is `Stepper`.
 * As router links: give each `Tab` an `href`, set `selectedKey` from the route, render the outlet in
 * one `TabPanel`.
 */
const meta = {
  title: 'Components/Navigation/Tabs',
  parameters: { englishOnlyText: true },
  component: Tabs,
  args: { onSelectionChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        <Tab id="info">Account info</Tab>
        <Tab id="security">Security</Tab>
        <Tab id="contract">Contracts</Tab>
        <Tab id="activity">Activity log</Tab>
      </TabList>
      <TabPanel id="info">E-mail, name, organisation.</TabPanel>
      <TabPanel id="security">Two-factor sign-in and allowed IP addresses.</TabPanel>
      <TabPanel id="contract">Contracts by year.</TabPanel>
      <TabPanel id="activity">Who did what, and when.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Account' })).toBeVisible();
    const [first] = canvas.getAllByRole('tab');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('E-mail, name, organisation.');
  },
};

export const Playground: Story = {
  args: { defaultSelectedKey: 'security' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Account info' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('security');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Activity log' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Account info' })).toHaveAttribute('data-focus-visible', 'true');
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Mouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Contracts' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Contracts by year.');
  },
};

export const AsLinks: Story = {
  render: (args) => (
    <Tabs {...args} selectedKey="contract">
      <TabList aria-label="Account">
        <Tab id="info" href="#/account">
          Account info
        </Tab>
        <Tab id="security" href="#/account/security">
          Security
        </Tab>
        <Tab id="contract" href="#/account/contract">
          Contracts
        </Tab>
      </TabList>
      <TabPanel id="contract">The route's outlet renders here.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    // Each tab is a real link (middle-click opens a new tab) but keeps the tab role.
    for (const tab of tabs) await expect(tab.tagName).toBe('A');
    await expect(canvas.getByRole('tab', { name: 'Contracts' })).toHaveAttribute('href', '#/account/contract');
    await expect(canvas.getByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithBadge: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Members">
        <Tab id="members">Members</Tab>
        <Tab id="pending" badge="3">
          Pending invitations
        </Tab>
      </TabList>
      <TabPanel id="members">Everyone in the organisation.</TabPanel>
      <TabPanel id="pending">Invitations not yet accepted.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /Pending invitations\s*3/ })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['contract'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Activity log' })).toHaveFocus();
  },
};

/** Phone width with Spanish labels: the row scrolls sideways; no label is cut. */
export const MobileScroll: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Cuenta">
        <Tab id="info">Información de la cuenta</Tab>
        <Tab id="security">Seguridad</Tab>
        <Tab id="contract">Contratos</Tab>
        <Tab id="activity">Registro de actividad</Tab>
      </TabList>
      <TabPanel id="info">Correo, nombre y organización.</TabPanel>
      <TabPanel id="security">Verificación en dos pasos.</TabPanel>
      <TabPanel id="contract">Contratos por año.</TabPanel>
      <TabPanel id="activity">Quién hizo qué y cuándo.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    const scroller = list.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    // The focused tab is scrolled into view.
    const last = within(canvasElement).getByRole('tab', { name: 'Registro de actividad' });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right + 1);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const selected = within(canvasElement).getByRole('tab', { name: 'Account info' });
    await expect(getComputedStyle(selected, '::after').backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
