import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const body = within(document.body);
const menu = () => body.getByRole('menu');

const profileHeader = (
  <>
    <strong>Acme Retail</strong>
    <span>Minji Kim</span>
    <span>Owner</span>
  </>
);

/**
 * Menu opened from a button: the profile menu (240 px popover with a header slot, sections, link
 * items); full screen with a close button and a footer on mobile.
 */
const meta = {
  title: 'Components/Navigation/Menu',
  parameters: { englishOnlyText: true },
  component: Menu,
  args: {
    'aria-label': 'Profile menu',
    // The items are written in each story's render.
    children: null,
    header: profileHeader,
    footer: <p style={{ margin: 0, padding: 'var(--ac-space-4)', fontSize: 'var(--ac-font-size-xs)' }}>© 2026 Provider · 2.0.0</p>,
    presentation: 'auto',
    placement: 'bottom start',
    onAction: fn(),
  },
  argTypes: {
    presentation: { control: 'inline-radio', options: ['auto', 'popover', 'fullscreen'] },
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
    header: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Minji Kim</Button>
      <Menu {...args}>
        <MenuSection aria-label="Account">
          <MenuItem id="account" href="#account">
            Account management
          </MenuItem>
          <MenuItem id="plan" href="#plan">
            Plan
          </MenuItem>
          <MenuItem id="members" href="#members">
            Member management
          </MenuItem>
          <MenuItem id="payment" href="#payment">
            Payment management
          </MenuItem>
        </MenuSection>
        <MenuSection aria-label="Session">
          <MenuItem id="signout">Sign out</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Minji Kim' });
  await userEvent.click(trigger);
  await waitFor(() => expect(menu()).toBeVisible());
  return trigger;
};

/** desktop_xl (the default viewport): the 240 px popover; the footer slot is not shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu()).toHaveAccessibleName('Profile menu');
    // 240 px wide (profile-menu token), header above the items.
    const popover = menu().parentElement as HTMLElement;
    await expect(popover.getBoundingClientRect().width).toBe(240);
    await expect(within(popover).getByText('Acme Retail')).toBeVisible();
    const items = within(menu()).getAllByRole('menuitem');
    await expect(items).toHaveLength(5);
    // Navigation entries are real links.
    await expect(items[0]?.tagName).toBe('A');
    await expect(items[0]).toHaveAttribute('href', '#account');
    await expect(within(menu()).getAllByRole('group')).toHaveLength(2);
    await expect(body.queryByText(/2\.0\.0/)).toBeNull();
  },
};

export const Playground: Story = {
  args: { placement: 'bottom start', presentation: 'popover' },
  play: async ({ canvasElement, args }) => {
    const trigger = await open(canvasElement);
    await userEvent.click(within(menu()).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onAction).toHaveBeenCalledWith('signout');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard: Enter opens with the first item focused, arrows move, Enter chooses, focus returns. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Minji Kim' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menu()).toBeVisible());
    const items = within(menu()).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu()).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onAction).toHaveBeenCalledWith('signout');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Reopen with ArrowDown and leave the focused first item for the picture.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu()).getAllByRole('menuitem')[0]).toHaveFocus());
    await expect(within(menu()).getAllByRole('menuitem')[0]).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Escape closes it; focus returns to the trigger. */
export const DismissByEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click anywhere outside closes it without choosing anything. */
export const DismissByOutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await open(canvasElement);
    await userEvent.click(document.body, { skipHover: true });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The reduced menu for a user without a name: organisation, role label and sign out only. */
export const Reduced: Story = {
  args: {
    header: (
      <>
        <strong>Acme Retail</strong>
        <span>Member</span>
      </>
    ),
  },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Minji Kim</Button>
      <Menu {...args}>
        <MenuItem id="signout">Sign out</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(within(menu()).getAllByRole('menuitem')).toHaveLength(1);
    await expect(within(menu().parentElement as HTMLElement).getByText('Member')).toBeVisible();
  },
};

/** Long Spanish labels wrap inside the 240 px menu instead of widening or clipping it. */
export const LongSpanishLabels: Story = {
  args: {
    header: (
      <>
        <strong>Distribuidora Internacional de Comercio Electrónico</strong>
        <span>María Fernanda González</span>
        <span>Propietaria</span>
      </>
    ),
  },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Minji Kim</Button>
      <Menu {...args}>
        <MenuSection title="Administración de la organización">
          <MenuItem id="account" href="#account">
            Administración de la cuenta y de la seguridad
          </MenuItem>
          <MenuItem id="payment" href="#payment">
            Administración de pagos y facturación mensual
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="signout" variant="danger">
          Cerrar sesión
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const popover = menu().parentElement as HTMLElement;
    await expect(popover.getBoundingClientRect().width).toBe(240);
    const first = within(menu()).getAllByRole('menuitem')[0] as HTMLElement;
    await expect(first.getBoundingClientRect().height).toBeGreaterThan(40);
    // A titled section names its group; the separator is exposed as one.
    await expect(within(menu()).getByRole('group', { name: 'Administración de la organización' })).toBeVisible();
    await expect(within(menu()).getByRole('separator')).toBeInTheDocument();
  },
};

/** mobile_sm: full screen, with a close button and the footer; the close button returns focus to the trigger. */
export const MobileSm: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = await open(canvasElement);
    const dialog = body.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Profile menu');
    const box = dialog.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
    await expect(within(dialog).getByText(/2\.0\.0/)).toBeVisible();
    const close = within(dialog).getAllByRole('button')[0] as HTMLElement;
    await expect(close).toHaveAccessibleName();
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await open(canvasElement);
  },
};

/** mobile_sm: choosing an item closes the full-screen menu. */
export const MobileSmChoose: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.click(within(menu()).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onAction).toHaveBeenCalledWith('signout');
  },
};

/** tablet_md: the 240 px popover. */
export const TabletMd: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(body.queryByRole('dialog', { name: 'Profile menu' })).toBeNull();
    await expect((menu().parentElement as HTMLElement).getBoundingClientRect().width).toBe(240);
  },
};

/** Windows high contrast: the popover keeps its border and the focused item is highlighted with system colours. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    within(canvasElement).getByRole('button', { name: 'Minji Kim' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu()).toBeVisible());
    const popover = menu().parentElement as HTMLElement;
    await expect(getComputedStyle(popover).borderTopStyle).toBe('solid');
    const first = within(menu()).getAllByRole('menuitem')[0] as HTMLElement;
    await waitFor(() => expect(first).toHaveFocus());
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await expect(getComputedStyle(first).backgroundColor).not.toBe(getComputedStyle(popover).backgroundColor);
  },
};
