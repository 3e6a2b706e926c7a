import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { errorMessages } from '@console/api/errorMessages';
import { RouterStory } from '@console/app/stories/RouterStory';
import { closeToasts, toastShown } from '@console/app/stories/toasts';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { body, closeDialog, desktop, settled, stateDialog, StoryProbe, wait } from './storyKit';

/**
 * A product's dashboard (`/{locale}/console/product/{productCode}/dashboard`) through the real router and shell
 * on the mock world: the run button (the product on its tenant's address, or the tenant-state dialog), the plan
 * and service state, the manual, developer guide, changelog and service-level agreement by language, the free
 * trial for a product never subscribed, and the member's view.
 */
const meta = {
  title: 'Pages/ProductDashboard',
  component: RouterStory,
  parameters: { canvasPadding: false },
  globals: desktop,
  args: { path: '/console/product/netfunnel/dashboard', innerWrap: StoryProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard of `productCode` once its data is in (its own marker, not any heading). */
async function dashboardOf(canvasElement: HTMLElement, productCode: string, state: string): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector(`[data-product-dashboard="${productCode}"][data-state]`)).not.toBeNull(), wait);
  const page = canvasElement.querySelector<HTMLElement>(`[data-product-dashboard="${productCode}"][data-state]`) as HTMLElement;
  await expect(page.dataset.state).toBe(state);
  await settled(canvasElement);
  return page;
}

function action(page: HTMLElement, name: string): HTMLElement | null {
  return page.querySelector<HTMLElement>(`[data-action="${name}"]`);
}

async function runOpensDialog(page: HTMLElement, kind: string): Promise<HTMLElement> {
  const run = action(page, 'run');
  await expect(run?.tagName).toBe('BUTTON');
  await userEvent.click(run as HTMLElement);
  return stateDialog(kind);
}

/** The owner on a running NetFUNNEL: run opens the product in a new tab; documents and the SLA by language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale);
    const page = await dashboardOf(canvasElement, 'netfunnel', 'running');
    const run = action(page, 'run');
    await expect(run).toHaveAttribute('href', 'https://acme-retail.netfunnel.example/');
    await expect(run).toHaveAttribute('target', '_blank');
    await expect(action(page, 'manage-plan')).toHaveAttribute('href', `/${locale}/console/plan/subscribe/netfunnel`);
    const docsLanguage = locale === 'ko' ? 'ko' : 'en';
    await expect(page.querySelector('[data-document="manual"]')).toHaveAttribute('href', `https://docs.example.com/${docsLanguage}/netfunnel/manual`);
    await expect(page.querySelector('[data-document="developerGuide"]')).toHaveAttribute('href', `https://docs.example.com/${docsLanguage}/netfunnel/developer-guide`);
    await expect(page.querySelector('[data-document="changelog"]')).toHaveAttribute('href', `https://docs.example.com/${docsLanguage}/netfunnel/changelog`);
    // Japanese has no agreement of its own: the English one.
    const sla = page.querySelector('[data-document="sla"]');
    await expect(sla).toHaveAttribute('href', expect.stringMatching(new RegExp(`/netfunnel/sla_${locale === 'ja' ? 'en' : locale}\\.pdf$`)));
    await expect(sla).toHaveAttribute('target', '_blank');
    await expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('NetFUNNEL');
  },
};

/** Each product has its own dashboard: mBuster, running, on its own address. */
export const Mbuster: Story = {
  args: { path: '/console/product/mbuster/dashboard' },
  play: async ({ canvasElement, globals }) => {
    const page = await dashboardOf(canvasElement, 'mbuster', 'running');
    await expect(action(page, 'run')).toHaveAttribute('href', 'https://acme-retail.mbuster.example/');
    await expect(page.querySelector('[data-document="sla"]')).toHaveAttribute('href', expect.stringContaining('/mbuster/sla_'));
    await expect(action(page, 'manage-plan')).toHaveAttribute('href', `/${String(globals.locale)}/console/plan/subscribe/mbuster`);
  },
};

/** Being configured: the notice says so, and run answers with the configuring dialog (about 10 minutes). */
export const Configuring: Story = {
  parameters: { world: { scenario: 'tenantConfiguring' } },
  play: async ({ canvasElement }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'configuring');
    await expect(page).toHaveTextContent(i18n._(errorMessages.TENANT_CONFIGURING));
    const dialog = await runOpensDialog(page, 'configuring');
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.TENANT_CONFIGURING));
  },
};

/** Configuration failed: the spec's message, and the way to customer support. */
export const Failed: Story = {
  parameters: { world: { scenario: 'tenantFailed' } },
  play: async ({ canvasElement, globals }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'failed');
    const dialog = await runOpensDialog(page, 'failed');
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.TENANT_FAILED));
    await expect(dialog.querySelector('[data-action="support"]')).toHaveAttribute('href', `/${String(globals.locale)}/console/contact-us`);
  },
};

/** The subscription ended (mBuster cancelled 10 days ago, tenant stopped): run explains it and offers the plans. */
export const SubscriptionEnded: Story = {
  args: { path: '/console/product/mbuster/dashboard' },
  parameters: { world: { scenario: 'freeTrialOnly' } },
  play: async ({ canvasElement, globals }) => {
    const page = await dashboardOf(canvasElement, 'mbuster', 'ended');
    const dialog = await runOpensDialog(page, 'ended');
    await expect(dialog.querySelector('[data-action="plans"]')).toHaveAttribute('href', `/${String(globals.locale)}/console/plan/subscribe/mbuster`);
  },
};

/** The free trial expired: managing the plan answers that an expired plan cannot be edited. */
export const PlanExpired: Story = {
  parameters: { world: { scenario: 'freeTrialExpired' } },
  play: async ({ canvasElement }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'expired');
    const manage = action(page, 'manage-plan');
    await expect(manage?.tagName).toBe('BUTTON');
    await userEvent.click(manage as HTMLElement);
    const dialog = await stateDialog('expired');
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.PLAN_EXPIRED_EDIT));
  },
};

/** The spot week ended yesterday: the same expired state; closing the dialog returns focus to the run button. */
export const ExpiredSpot: Story = {
  parameters: { world: { scenario: 'expiredSpot' } },
  play: async ({ canvasElement }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'expired');
    const dialog = await runOpensDialog(page, 'expired');
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.PLAN_EXPIRED_EDIT));
    await closeDialog(dialog);
    await waitFor(() => expect(document.activeElement).toBe(action(page, 'run')), wait);
  },
};

/** The data was deleted: run says so and offers to subscribe again. */
export const Deleted: Story = {
  parameters: { world: { scenario: 'tenantDeleted' } },
  play: async ({ canvasElement, globals }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'deleted');
    const dialog = await runOpensDialog(page, 'deleted');
    await expect(dialog.querySelector('[data-action="plans"]')).toHaveAttribute('href', `/${String(globals.locale)}/console/plan/subscribe/netfunnel`);
  },
};

/**
 * Never subscribed: no run button, the free trial and the plans instead. Starting the trial (the shell's dialog)
 * creates the subscription; the tenant is then being configured.
 */
export const NotSubscribedStartTrial: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, globals, loaded }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'notSubscribed');
    await expect(action(page, 'run')).toBeNull();
    await expect(action(page, 'manage-plan')).toHaveAttribute('href', `/${String(globals.locale)}/console/plan/subscribe/netfunnel`);
    await userEvent.click(action(page, 'start-trial') as HTMLElement);
    const dialog = await body.findByRole('alertdialog', {}, wait);
    await expect(dialog).toHaveTextContent('NetFUNNEL');
    const confirm = within(dialog).getAllByRole('button').at(-1);
    await userEvent.click(confirm as HTMLElement);
    await toastShown();
    const world = loaded.world as World;
    await expect(world.data.subscriptions.some((entry) => entry.productCode === 'netfunnel' && entry.planCode === 'NF_FREETRIAL')).toBe(true);
    await dashboardOf(canvasElement, 'netfunnel', 'configuring');
    await closeToasts();
  },
};

/** A member (NetFUNNEL Operator): runs the product, but the plan is the owner's to manage. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'running');
    await expect(action(page, 'run')).toHaveAttribute('href', 'https://acme-retail.netfunnel.example/');
    await waitFor(() => expect(action(page, 'manage-plan')).toBeNull(), wait);
  },
};

/** The tenant and subscription are on their way: skeletons, busy, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['tenant.usage'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-product-dashboard="netfunnel"] [aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('[data-action="run"]')).toBeNull();
  },
};

/** The dashboard's error with its retry (the page's own alert, not the shell's). */
async function dashboardAlert(canvasElement: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector('[data-product-dashboard="netfunnel"] [role="alert"]')).not.toBeNull(), wait);
  return canvasElement.querySelector<HTMLElement>('[data-product-dashboard="netfunnel"] [role="alert"]') as HTMLElement;
}

/** A 500 from the tenant call: the error with its retry, and no run button. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['tenant.usage'])] } },
  play: async ({ canvasElement }) => {
    const alert = await dashboardAlert(canvasElement);
    await expect(alert).toHaveTextContent(i18n._(errorMessages.GENERIC));
    await expect(within(alert).getByRole('button')).toBeVisible();
    await expect(canvasElement.querySelector('[data-action="run"]')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['tenant.usage']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['tenant.usage'],
      findRetry: async (root) => within(await dashboardAlert(root)).getByRole('button'),
      recovered: async () => void (await dashboardOf(canvasElement, 'netfunnel', 'running')),
    }),
};

/** The mobile device class: the run button moves under the title, the cards stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'running');
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(action(page, 'run')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The tablet device class. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = await dashboardOf(canvasElement, 'netfunnel', 'running');
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(action(page, 'run')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
