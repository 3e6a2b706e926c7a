import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure } from '@mocks/storybook';
import { DAY, DEFAULT_NOW } from '@mocks/world/clock';
import type { World } from '@mocks/world/db';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { DashboardClockProvider } from './dashboardClock';

/** The mock world's "now": a trial that ends tomorrow in the world ends tomorrow on the page, whatever the calendar. */
function Harness({ children }: { children: ReactNode }) {
  return <DashboardClockProvider now={() => new Date(DEFAULT_NOW)}>{children}</DashboardClockProvider>;
}

/**
 * The dashboard through the real router and shell, on the mock world: welcome, the account's alerts (failed
 * payments, an expired plan, a trial ending) as banners at the top, organisation facts and the owner's billing
 * summary (next payment, expected amount, unpaid), one card per service in every tenant state with its action,
 * the free-trial request and the blog and use-case cards.
 */
const meta = {
  title: 'Pages/Dashboard',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/dashboard', innerWrap: Harness },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 15000 };
const body = within(document.body);

/** A product's card: a section named by the product's (untranslated) name. */
async function card(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return within(canvasElement).findByRole('region', { name: new RegExp(`^${name}`) }, wait);
}

/** The card's state as the page derived it (configuring, running, ended, failed, deleted, …). */
async function expectKind(canvasElement: HTMLElement, name: string, kind: string): Promise<HTMLElement> {
  const section = await card(canvasElement, name);
  await waitFor(() => expect(section.querySelector(`[data-card-kind="${kind}"]`)).not.toBeNull(), wait);
  return section;
}

function hrefs(element: HTMLElement): string[] {
  return within(element)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

/** The page has settled: services loaded and nothing busy any more. */
async function settled(canvasElement: HTMLElement): Promise<void> {
  await card(canvasElement, 'NetFUNNEL');
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), wait);
}

/** Brings a block to the top of the window for the picture (at once: a smooth scroll may stop between pixels). */
function showInPicture(element: Element): void {
  element.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/** The services block, for stories about a card's state. */
async function showServices(canvasElement: HTMLElement): Promise<void> {
  await settled(canvasElement);
  const services = canvasElement.querySelector('[data-section="services"]');
  if (services) showInPicture(services);
}

/** The account alert banner of a kind (paymentFailed, planExpired, trialEnding), once the page shows it. */
async function accountAlert(canvasElement: HTMLElement, kind: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = canvasElement.querySelector<HTMLElement>(`[data-account-alert="${kind}"] [data-tone]`);
    if (!alert) throw new Error(`no ${kind} banner yet`);
    return alert;
  }, wait);
}

/** The banner is the page's notice: above the organisation facts and outside every card. */
async function expectPageLevel(canvasElement: HTMLElement, alert: HTMLElement): Promise<void> {
  const overview = canvasElement.querySelector('[data-section="billing"]') ?? canvasElement.querySelector('[data-section="services"]');
  if (!overview) throw new Error('no page content');
  await expect(alert.compareDocumentPosition(overview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await expect(alert.closest('section')).toBeNull();
}

/** At 1280x800 with the shell, the first row of service cards is in view without scrolling. */
async function expectServicesOnFirstScreen(canvasElement: HTMLElement): Promise<void> {
  await settled(canvasElement);
  await expect([window.innerWidth, window.innerHeight]).toEqual([1280, 800]);
  await expect(window.scrollY).toBe(0);
  const first = await card(canvasElement, 'NetFUNNEL');
  await expect(first.getBoundingClientRect().top).toBeLessThan(800);
  await expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(800);
}

const subscribePath = (code: string) => new RegExp(`/console/plan/subscribe/${code}$`);
const openPath = (code: string) => new RegExp(`/console/redirect-to-product/${code}$`);

/** The owner with all three products running: each opens its product; billing shows the next payment. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Kim Minji/ }, wait)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Acme Retail' }, wait)).toBeVisible();
    for (const code of ['netfunnel', 'botmanager', 'mbuster']) {
      const name =
        {
          netfunnel: 'NetFUNNEL',
          botmanager: 'Bot Manager',
          mbuster: 'mBuster',
        }[code] ?? code;
      const section = await expectKind(canvasElement, name, 'running');
      await expect(hrefs(section)).toEqual([expect.stringMatching(openPath(code))]);
    }
    // Wave is listed as unavailable, with nothing to press.
    const wave = await card(canvasElement, 'WAVE');
    await expect(wave).toHaveAttribute('data-unavailable', 'true');
    await expect(within(wave).queryAllByRole('link')).toHaveLength(0);
    // Billing: the next payment day (the 5th, UTC) and what it is expected to charge.
    const billing = canvasElement.querySelector<HTMLElement>('[data-section="billing"]');
    if (!billing) throw new Error('no billing block');
    await waitFor(() => expect(billing.querySelector('time')).toHaveAttribute('datetime', '2026-12-05T00:00:00.000Z'), wait);
    await expect(billing.textContent).toMatch(/USD/);
    await expect(hrefs(billing)).toEqual([expect.stringMatching(/\/console\/payment\?page=0$/)]);
    // The free-trial request and the articles.
    await expect(hrefs(canvasElement).some((href) => /\/console\/contact\/free-trial\/netfunnel$/.test(href))).toBe(true);
    await expect(hrefs(canvasElement).filter((href) => /^https:\/\/www\.example\.com\/(blog|use-cases)\//.test(href))).toHaveLength(6);
    await settled(canvasElement);
    // Nothing to act on: no banner above the page.
    await expect(canvasElement.querySelector('[data-account-alert]')).toBeNull();
  },
};

/** 1280x800, the width most desktop users have: header, facts and the first row of service cards on one screen. */
export const FirstScreenWide: Story = {
  globals: { viewport: { value: 'desktop_xxl', isRotated: false } },
  // Default's own 1280x800 picture shows this screen.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expectServicesOnFirstScreen(canvasElement);
  },
};

/** With a failed payment's banner on top, the first row of service cards still fits a 1280x800 screen. */
export const FirstScreenWideWithAlert: Story = {
  globals: { viewport: { value: 'desktop_xxl', isRotated: false } },
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement }) => {
    await accountAlert(canvasElement, 'paymentFailed');
    await expectServicesOnFirstScreen(canvasElement);
  },
};

/** Nothing subscribed: every product offers the 14-day trial and the plans; no payment is scheduled. */
export const NoSubscriptions: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement }) => {
    for (const [name, code] of [
      ['NetFUNNEL', 'netfunnel'],
      ['Bot Manager', 'botmanager'],
      ['mBuster', 'mbuster'],
    ] as const) {
      const section = await expectKind(canvasElement, name, 'notSubscribed');
      await expect(hrefs(section)).toEqual([expect.stringMatching(subscribePath(code))]);
      await expect(within(section).getByRole('button')).toBeEnabled();
      // No tenant yet: no "configuring" label for a product never subscribed.
      await expect(section.querySelector('[data-vocabulary="tenant"]')).toBeNull();
    }
    // Starting a trial opens the shell's dialog for that product; cancelling brings focus back.
    const nf = await card(canvasElement, 'NetFUNNEL');
    const trial = within(nf).getByRole('button');
    await userEvent.click(trial);
    const dialog = await body.findByRole('alertdialog', {}, wait);
    await expect(dialog).toHaveTextContent('NetFUNNEL');
    const cancel = within(dialog).getAllByRole('button')[0];
    if (!cancel) throw new Error('no cancel button');
    await userEvent.click(cancel);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), wait);
    await expect(canvasElement.querySelector('[data-failed-payment]')).toBeNull();
    await showServices(canvasElement);
  },
};

/** A NetFUNNEL free trial ending tomorrow: the end shows on the card, with the way to a paid plan. */
export const FreeTrialEndsTomorrow: Story = {
  parameters: { world: { scenario: 'freeTrialEndsTomorrow' } },
  play: async ({ canvasElement, loaded }) => {
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'running');
    const world = loaded.world as World;
    const tomorrow = new Date(world.clock.nowMs() + DAY).toISOString().slice(0, 10);
    await waitFor(() => expect(section.querySelector('time')?.getAttribute('datetime')?.slice(0, 10)).toBe(tomorrow), wait);
    await expect(hrefs(section)).toEqual([expect.stringMatching(openPath('netfunnel')), expect.stringMatching(subscribePath('netfunnel'))]);
    // The page says it at the top too, with the way to a plan.
    const alert = await accountAlert(canvasElement, 'trialEnding');
    await expect(alert).toHaveTextContent('NetFUNNEL');
    await expect(alert.querySelector('time')?.getAttribute('datetime')?.slice(0, 10)).toBe(tomorrow);
    await expect(hrefs(alert)).toEqual([expect.stringMatching(subscribePath('netfunnel'))]);
    await expectPageLevel(canvasElement, alert);
    await settled(canvasElement);
  },
};

/** The trial ended yesterday: the expired-plan notice stays until closed, and the card offers a plan. */
export const FreeTrialExpired: Story = {
  parameters: { world: { scenario: 'freeTrialExpired' } },
  play: async ({ canvasElement }) => {
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'ended');
    await expect(section.querySelector('[data-vocabulary="tenant"]')).toHaveAttribute('data-status', 'stopped');
    await expect(hrefs(section)).toEqual([expect.stringMatching(subscribePath('netfunnel'))]);
    await waitFor(() => expect(document.querySelector('[role="alertdialog"][data-tone="warning"]')).not.toBeNull(), wait);
    // It never closes by itself (well past the 3.5 s of the others).
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await expect(document.querySelector('[role="alertdialog"][data-tone="warning"]')).not.toBeNull();
    // The page's banner stays while the plan is expired and its data kept, with the way to a plan.
    const alert = await accountAlert(canvasElement, 'planExpired');
    await expect(alert).toHaveTextContent('NetFUNNEL');
    await expect(hrefs(alert)).toEqual([expect.stringMatching(subscribePath('netfunnel'))]);
    await expectPageLevel(canvasElement, alert);
    await settled(canvasElement);
  },
};

/** NetFUNNEL's last payment failed and is retried: a warning with the way to fix it (payment management). */
export const PaymentFailedInGrace: Story = {
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-failed-payment="grace"]')).not.toBeNull(), wait);
    const alert = canvasElement.querySelector<HTMLElement>('[data-failed-payment="grace"]')?.closest<HTMLElement>('[data-tone]');
    if (!alert) throw new Error('no warning');
    await expect(alert).toHaveAttribute('data-tone', 'warning');
    await expect(alert).toHaveTextContent('NetFUNNEL');
    await expect(hrefs(alert)).toEqual([expect.stringMatching(/\/console\/payment\?page=0$/)]);
    // A page-level banner, not a note inside the billing card.
    await expectPageLevel(canvasElement, alert);
    // Until the grace period ends the product keeps running.
    await expectKind(canvasElement, 'NetFUNNEL', 'running');
    await settled(canvasElement);
  },
};

/**
 * Three days later (the clock moves on while the tab is in the background): the grace period is over, the
 * subscription was cancelled, the service stopped, and the amount is still owed.
 */
export const PaymentFailedAfterGrace: Story = {
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-failed-payment="grace"]')).not.toBeNull(), wait);
    await settled(canvasElement);
    (loaded.world as World).clock.advance(3 * DAY);
    // Back to the tab: the dashboard's queries refetch on focus.
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(canvasElement.querySelector('[data-failed-payment="ended"]')).not.toBeNull(), wait);
    const alert = canvasElement.querySelector<HTMLElement>('[data-failed-payment="ended"]')?.closest<HTMLElement>('[data-tone]');
    await expect(alert).toHaveAttribute('data-tone', 'error');
    await expectPageLevel(canvasElement, alert as HTMLElement);
    // Only the new state: the grace-period warning is gone.
    await expect(canvasElement.querySelector('[data-failed-payment="grace"]')).toBeNull();
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'ended');
    await expect(hrefs(section)).toEqual([expect.stringMatching(subscribePath('netfunnel'))]);
    await settled(canvasElement);
  },
};

/** NetFUNNEL's tenant is being configured (3 of about 10 minutes): no action until it runs. */
export const TenantConfiguring: Story = {
  parameters: { world: { scenario: 'tenantConfiguring' } },
  play: async ({ canvasElement }) => {
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'configuring');
    await expect(section.querySelector('[data-vocabulary="tenant"]')).toHaveAttribute('data-status', 'pending');
    await expect(hrefs(section)).toHaveLength(0);
    await expect(section).toHaveTextContent(/10/);
    await showServices(canvasElement);
  },
};

/** The configuration failed: the spec's message and the way to customer support. */
export const TenantFailed: Story = {
  parameters: { world: { scenario: 'tenantFailed' } },
  play: async ({ canvasElement }) => {
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'failed');
    await expect(section.querySelector('[data-vocabulary="tenant"]')).toHaveAttribute('data-status', 'failed');
    await expect(hrefs(section)).toEqual([expect.stringMatching(/\/console\/contact-us$/)]);
    await showServices(canvasElement);
  },
};

/** The data was deleted after a cancel: subscribe again. */
export const TenantDeleted: Story = {
  parameters: { world: { scenario: 'tenantDeleted' } },
  play: async ({ canvasElement }) => {
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'deleted');
    await expect(section.querySelector('[data-vocabulary="tenant"]')).toHaveAttribute('data-status', 'deleted');
    await expect(hrefs(section)).toEqual([expect.stringMatching(subscribePath('netfunnel'))]);
    await showServices(canvasElement);
  },
};

/** NetFUNNEL bought in the AWS marketplace: changed only there (its link), invoiced (an unpaid amount). */
export const MarketplacePlan: Story = {
  parameters: { world: { scenario: 'marketplacePlan' } },
  play: async ({ canvasElement }) => {
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'running');
    await waitFor(() => expect(hrefs(section)).toContain('https://aws.amazon.com/marketplace/pp/prodview-netfunnel'), wait);
    await expect(section).toHaveTextContent('AWS Marketplace');
    await expect(hrefs(section)[0]).toMatch(openPath('netfunnel'));
    // The billing block lists the unpaid invoice next to the next payment.
    const billing = canvasElement.querySelector<HTMLElement>('[data-section="billing"]');
    await waitFor(() => expect(billing?.querySelectorAll('dd')).toHaveLength(3), wait);
    await showServices(canvasElement);
  },
};

/** A member (NetFUNNEL Operator): the same services, but no billing and nothing that subscribes. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Park Sora|박소라/ }, wait)).toBeVisible();
    const section = await expectKind(canvasElement, 'NetFUNNEL', 'running');
    await expect(hrefs(section)).toEqual([expect.stringMatching(openPath('netfunnel'))]);
    await showServices(canvasElement);
    await expect(canvasElement.querySelector('[data-owner]')).toBeNull();
    const all = hrefs(canvasElement);
    await expect(all.some((href) => /\/console\/(plan\/subscribe|payment)/.test(href))).toBe(false);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acme Retail' })).toBeVisible();
  },
};

/** The profile and organisation are still on their way. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['user.get'])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, wait)).toBeInTheDocument();
  },
};

/** The billing summary is still on its way: its card waits with its link already in place (no shift when it lands). */
export const BillingLoading: Story = {
  parameters: { world: { failures: [failure('loading', ['billing.summary'])] } },
  play: async ({ canvasElement }) => {
    const billing = await waitFor(() => {
      const section = canvasElement.querySelector<HTMLElement>('[data-section="billing"]');
      if (!section) throw new Error('no billing block yet');
      return section;
    }, wait);
    await expect(billing.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(billing.querySelector('a[href*="/console/payment"]')).not.toBeNull();
    await expectKind(canvasElement, 'NetFUNNEL', 'running');
  },
};

/** The retry button of an error, in the four languages. */
const retryName = /^(Try again|다시 시도|再試行|Volver a intentar)$/;

/** The organisation answers 500: an error with its retry, never a blank page. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['organization.get'])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(within(alert).getByRole('button', { name: retryName })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Acme Retail' })).toBeNull();
  },
};

/** The organisation: a 500, no answer, then a body that is not JSON; each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['organization.get']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['organization.get'],
      recovered: async () => {
        await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Acme Retail' })).toBeVisible(), wait);
        await settled(canvasElement);
      },
    }),
};

/** The billing summary cannot be reached (network): its block says so with a retry; the rest of the page works. */
export const BillingNetworkError: Story = {
  parameters: { world: { failures: [failure('network', ['billing.summary'])] } },
  play: async ({ canvasElement }) => {
    const billing = await waitFor(() => {
      const section = canvasElement.querySelector<HTMLElement>('[data-section="billing"]');
      if (!section) throw new Error('no billing block yet');
      return section;
    }, wait);
    const alert = await within(billing).findByRole('alert', {}, wait);
    await expect(within(alert).getByRole('button', { name: retryName })).toBeVisible();
    await expectKind(canvasElement, 'NetFUNNEL', 'running');
    await settled(canvasElement);
  },
};

/** The billing summary: a 500, no answer, then a body that is not JSON; its retry recovers each time. */
export const BillingEveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['billing.summary']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['billing.summary'],
      recovered: async () => {
        await waitFor(() => expect(canvasElement.querySelector('[data-section="billing"] time')).not.toBeNull(), wait);
        await expect(within(canvasElement).queryByRole('alert')).toBeNull();
      },
    }),
};

/** The product list comes back unreadable: the services block shows the error with its retry. */
export const ServicesMalformed: Story = {
  parameters: { world: { failures: [failure('malformed', ['organization.productList'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-section="services"]')).not.toBeNull(), wait);
    const services = canvasElement.querySelector<HTMLElement>('[data-section="services"]') as HTMLElement;
    const alert = await within(services).findByRole('alert', {}, wait);
    await expect(within(alert).getByRole('button', { name: retryName })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), wait);
    showInPicture(services);
  },
};

/** The product list: a 500, no answer, then a body that is not JSON; the services block's retry recovers each time. */
export const ServicesEveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['organization.productList']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['organization.productList'],
      findRetry: async (canvas) => {
        await waitFor(() => expect(canvas.querySelector('[data-section="services"] [role="alert"] button')).not.toBeNull(), wait);
        return canvas.querySelector<HTMLElement>('[data-section="services"] [role="alert"] button') as HTMLElement;
      },
      recovered: async () => {
        await expectKind(canvasElement, 'NetFUNNEL', 'running');
        await expect(within(canvasElement).queryByRole('alert')).toBeNull();
      },
    }),
};

/** The mobile device class (mobile_sm): one column of cards. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Acme Retail' }, wait)).toBeVisible();
    await expect(window.innerWidth).toBeLessThan(576);
    const nf = await expectKind(canvasElement, 'NetFUNNEL', 'running');
    const bm = await card(canvasElement, 'Bot Manager');
    // Stacked: the second card starts below the first.
    await expect(bm.getBoundingClientRect().top).toBeGreaterThan(nf.getBoundingClientRect().bottom - 1);
    await settled(canvasElement);
  },
};

/** The tablet device class (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Acme Retail' }, wait)).toBeVisible();
    // tablet_md is 576-767 px wide (tokens' window breakpoints).
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
    await expectKind(canvasElement, 'NetFUNNEL', 'running');
    await settled(canvasElement);
  },
};
