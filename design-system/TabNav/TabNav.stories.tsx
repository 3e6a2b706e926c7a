import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TabNav } from './TabNav';

/**
 * Sibling pages of one area as a row of tab-like links. **When to use**: pages that each have an address (the
 * account's info, contracts, security, activity log). **Don't** use it to switch panels inside one page: that is
 * `Tabs`. The console passes the current route's item as `currentId`.
 */
const meta = {
  title: 'Components/Navigation/TabNav',
  parameters: { englishOnlyText: true },
  component: TabNav,
  args: {
    'aria-label': 'Account management',
    currentId: 'info',
    items: [
      { id: 'info', label: 'Account info', href: '#/account' },
      { id: 'contract', label: 'Contracts', href: '#/account/contract' },
      { id: 'security', label: 'Security', href: '#/account/security' },
      { id: 'log', label: 'Activity log', href: '#/account/log' },
    ],
  },
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Account management' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[1]).toHaveAttribute('href', '#/account/contract');
    // The current page is marked for assistive technology, and only it.
    await expect(canvas.getByRole('link', { name: 'Account info' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Contracts' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const Playground: Story = {
  args: { currentId: 'security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Account info' })).not.toHaveAttribute('aria-current');
  },
};

/** The current page's link is underlined in the link colour; the others are subtle. */
export const CurrentPage: Story = {
  args: { currentId: 'contract' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('link', { name: 'Contracts' });
    const other = canvas.getByRole('link', { name: 'Security' });
    await expect(getComputedStyle(current, '::after').backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(other, '::after').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(current).color).not.toBe(getComputedStyle(other).color);
  },
};

/** Links, not ARIA tabs: Tab moves from one to the next, with the focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Account info' })).toHaveFocus();
    await userEvent.tab();
    const contracts = canvas.getByRole('link', { name: 'Contracts' });
    await expect(contracts).toHaveFocus();
    await expect(contracts).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Security' });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

/** Long Spanish labels at phone width: the row scrolls sideways, and a focused link comes into view. */
export const MobileScroll: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: {
    'aria-label': 'Gestión de la cuenta',
    items: [
      { id: 'info', label: 'Información de la cuenta', href: '#/account' },
      { id: 'contract', label: 'Contratos', href: '#/account/contract' },
      { id: 'security', label: 'Seguridad', href: '#/account/security' },
      { id: 'log', label: 'Registro de actividad', href: '#/account/log' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    const last = canvas.getByRole('link', { name: 'Registro de actividad' });
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(last).toHaveFocus();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().right + 1);
  },
};

/** The last page is the current one at phone width: its link is in view from the start, the row scrolled to it. */
export const MobileCurrentLast: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: { ...MobileScroll.args, currentId: 'log' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const current = within(canvasElement).getByRole('link', { name: 'Registro de actividad' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(nav.scrollLeft).toBeGreaterThan(0);
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().right + 1);
    await expect(current.getBoundingClientRect().left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().left - 1);
  },
};

export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const current = within(canvasElement).getByRole('link', { name: 'Account info' });
    await expect(getComputedStyle(current, '::after').backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
