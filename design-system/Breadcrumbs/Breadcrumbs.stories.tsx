import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

/**
 * Where the page sits in the hierarchy. **When to use**: pages two or more levels deep (a contract's
 * detail, changing a card). Usually passed to `PageHeader`'s `breadcrumbs` slot.
 */
const meta = {
  title: 'Components/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    onAction: fn(),
    items: [
      { id: 'payment', label: 'Payment management', href: '#/payment' },
      { id: 'method', label: 'Payment methods', href: '#/payment/method' },
      { id: 'modify', label: 'Change card' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { englishOnlyText: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(nav.getAttribute('aria-label')).toBeTruthy();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '#/payment');
    // The current page is named but not a destination.
    const current = canvas.getByRole('link', { name: 'Change card' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
  },
};

/** A four-level trail with the caller's own name for the navigation. */
export const Playground: Story = {
  parameters: { englishOnlyText: true },
  args: {
    'aria-label': 'You are here',
    items: [
      { id: 'account', label: 'Account', href: '#/account' },
      { id: 'contracts', label: 'Contracts', href: '#/account/contracts' },
      { id: 'contract', label: 'Contract 2026-0042', href: '#/account/contracts/2026-0042' },
      { id: 'invoices', label: 'Invoices' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'You are here' })).toBeVisible();
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};

export const Keyboard: Story = {
  args: {
    items: [
      { id: 'account', label: 'Account' },
      { id: 'contract', label: 'Contracts' },
      { id: 'detail', label: 'Contract 2026-0042' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('account');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contracts' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const SinglePage: Story = {
  parameters: { englishOnlyText: true },
  args: { items: [{ id: 'dashboard', label: 'Dashboard' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Long Spanish crumbs at phone width wrap onto new lines; nothing is cut. */
export const LongTextMobile: Story = {
  parameters: { englishOnlyText: true },
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  args: {
    items: [
      { id: 'payment', label: 'Gestión de pagos', href: '#/payment' },
      { id: 'method', label: 'Métodos de pago registrados', href: '#/payment/method' },
      { id: 'modify', label: 'Modificar la tarjeta corporativa principal' },
    ],
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    const first = links[0]?.getBoundingClientRect().top ?? 0;
    const last = links[2]?.getBoundingClientRect().top ?? 0;
    await expect(last).toBeGreaterThan(first);
  },
};
