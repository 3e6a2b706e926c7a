import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Footer } from '../Footer';
import { Icon } from '../Icon';
import { Logo } from '../Logo';
import { PageHeader } from '../PageHeader';
import { SideNav, SideNavItem, SideNavSection } from '../SideNav';
import { TopBar } from '../TopBar';
import { AppShell } from './AppShell';

const navigate = fn();
const body = within(document.body);

const topBar = (
  <TopBar
    logo={
      <a href="#home" style={{ display: 'inline-flex', textDecoration: 'none' }}>
        <Logo />
      </a>
    }
    actions={<Button variant="tertiary" icon={<Icon name="info" />} aria-label="Contact us" />}
  />
);

const sideNav = (
  <SideNav aria-label="Main navigation">
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
);

const footer = (
  <Footer
    copyright="© 2026 STCLab Inc."
    version="2.0.0"
    links={[
      <a key="terms" href="https://example.com/terms">
        Terms of use
      </a>,
      <a key="privacy" href="https://example.com/privacy">
        Privacy policy
      </a>,
    ]}
  />
);

/**
 * The console frame: skip link, top bar (56), side navigation (244, fixed from desktop_xl; drawer on
 * tablet; panel under the top bar on mobile), main content and footer (40). Content comes from props.
 */
const meta = {
  title: 'Components/Layout/AppShell',
  component: AppShell,
  parameters: { canvasPadding: false },
  args: {
    topBar,
    sideNav,
    footer,
    onNavOpenChange: fn(),
    children: (
      <>
        <PageHeader title="Virtual waiting room" description="Subscription, usage and members of this product." />
        <p style={{ margin: 0 }}>Usage is refreshed every hour.</p>
      </>
    ),
  },
  argTypes: {
    topBar: { control: false },
    sideNav: { control: false },
    footer: { control: false },
    banner: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <AppShell {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('banner')).getAllByRole('button')[0] as HTMLElement;

/** desktop_xl (the default viewport): the navigation is a fixed 244 px column; no menu button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(56);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getBoundingClientRect().width).toBe(244);
    await expect(nav.getBoundingClientRect().top).toBe(56);
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().height).toBe(40);
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().left).toBe(244);
    // Only the contact button in the top bar: the fixed column needs no menu button.
    await expect(within(canvas.getByRole('banner')).getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Virtual waiting room' })).toHaveAttribute('aria-current', 'page');
  },
};

/** With a banner strip above the top bar (the environment caution banner goes there), a custom main id and skip-link text. */
export const Playground: Story = {
  args: {
    mainId: 'content',
    skipLinkLabel: 'Jump to content',
    banner: (
      <p
        role="note"
        style={{
          margin: 0,
          padding: 'var(--ac-space-2) var(--ac-space-4)',
          background: 'var(--ac-color-banner-env-bg)',
          color: 'var(--ac-color-banner-env-text)',
          fontSize: 'var(--ac-font-size-sm)',
        }}
      >
        Production environment: changes apply to real customers.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note').getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('link', { name: 'Jump to content' })).toHaveAttribute('href', '#content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'content');
  },
};

/**
 * The skip link is the first Tab stop, shown when focused; following it puts focus on the main content. The picture
 * shows it focused again (from the top of the page).
 */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = document.activeElement as HTMLElement;
    await expect(skip.tagName).toBe('A');
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await waitFor(() => expect(main).toHaveFocus());
    main.blur();
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

/** desktop_xxl (1280 px): same fixed column; the content takes the rest. */
export const DesktopXxl: Story = {
  globals: { viewport: { value: 'desktop_xxl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1280);
    await expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBe(244);
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBe(window.innerWidth - 244);
  },
};

/** tablet_md: the menu button opens a drawer from the start edge over a backdrop; Escape closes it, focus returns. */
export const TabletMdDrawer: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const button = menuButton(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName();
    await userEvent.click(button);
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' });
    await expect(args.onNavOpenChange).toHaveBeenCalledWith(true);
    const panel = drawer.parentElement as HTMLElement;
    await expect([panel.getBoundingClientRect().left, panel.getBoundingClientRect().width]).toEqual([0, 244]);
    await expect(within(drawer).getByRole('link', { name: 'Virtual waiting room' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The drawer's focus scope returns focus after it unmounts, in the next frame.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Open again for the picture.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Main navigation' });
  },
};

/** tablet_md: choosing an item navigates and closes the drawer. */
export const TabletMdChooseItem: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    await userEvent.click(menuButton(canvasElement));
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: /Bot manager/ }));
    await expect(navigate).toHaveBeenCalledWith('/product/bot-manager', undefined);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onNavOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** mobile_sm: a full-width panel slides down under the top bar; focus goes to the current entry; Escape closes. */
export const MobileSmPanel: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = menuButton(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(button);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', nav.id);
    const box = nav.getBoundingClientRect();
    await expect([box.left, box.top, box.width]).toEqual([0, 56, window.innerWidth]);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Virtual waiting room' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** mobile_sm: choosing an item closes the panel; so does a press on the dimmed page. */
export const MobileSmChooseAndOutside: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard', undefined);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(menuButton(canvasElement));
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await userEvent.pointer([{ target: document.body, coords: { clientX: 100, clientY: 700 }, keys: '[MouseLeft]' }]);
    await waitFor(() => expect(canvas.queryByRole('navigation')).toBeNull());
    // The menu button toggles it (open, then closed).
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(menuButton(canvasElement));
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Windows high contrast: the current page keeps a system-colour marker; the focus ring stays visible. */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const canvas = within(canvasElement);
    const current = canvas.getByRole('link', { name: 'Virtual waiting room' });
    await expect(getComputedStyle(current).borderInlineStartStyle).toBe('solid');
    await expect(Number.parseFloat(getComputedStyle(current).borderInlineStartWidth)).toBeGreaterThanOrEqual(4);
    await expect(getComputedStyle(canvas.getByRole('navigation')).borderInlineEndStyle).toBe('solid');
    canvas.getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await expect(getComputedStyle(current).outlineStyle).toBe('solid');
  },
};
