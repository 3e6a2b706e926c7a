import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { errorMessages } from '@console/api/errorMessages';
import { RouterStory } from '@console/app/stories/RouterStory';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { closeDialog, desktop, landsOn, location, settled, stateDialog, StoryProbe, storedStatus, storedTenants, wait } from '../ProductDashboard/storyKit';

/**
 * A product link (`/{locale}/console/redirect-to-product/{productCode}`, the side menu's product entries)
 * through the real router and shell on the mock world: the loader reads the tenant and subscription, stores the
 * per-product session values and lands on the product dashboard (running), the plan page (never subscribed) or
 * the tenant-state dialog (configuring, subscription ended, plan expired, failed, deleted).
 */
const meta = {
  title: 'Pages/RedirectToProduct',
  component: RouterStory,
  parameters: { canvasPadding: false },
  globals: desktop,
  args: { path: '/console/redirect-to-product/netfunnel', innerWrap: StoryProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the product dashboard's own page (its run button), not any heading. */
async function productDashboard(canvasElement: HTMLElement, productCode: string): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector(`[data-product-dashboard="${productCode}"] [data-action="run"]`)).not.toBeNull(), wait);
  await settled(canvasElement);
}

/** The tenant runs: straight to the product dashboard, with the product's session values stored. */
export const RunningGoesToDashboard: Story = {
  play: async ({ canvasElement, globals }) => {
    await landsOn(canvasElement, globals.locale, '/console/product/netfunnel/dashboard');
    await productDashboard(canvasElement, 'netfunnel');
    await storedStatus(canvasElement, 'netfunnel', 'running');
    const stored = storedTenants(canvasElement).find((tenant) => tenant.productCode === 'netfunnel');
    await expect(stored).toMatchObject({ tenantId: 'tenant-netfunnel', tenantStatus: 'running', clientId: 'client-netfunnel' });
    await expect(typeof stored?.isMoveable).toBe('boolean');
  },
};

/** Never subscribed (no tenant): the product's plan page (another screen: not pictured here). */
export const NotSubscribedGoesToPlans: Story = {
  parameters: { world: { scenario: 'noSubscriptions' }, screenshot: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    await landsOn(canvasElement, globals.locale, '/console/plan/subscribe/netfunnel');
    await expect(storedTenants(canvasElement)).toHaveLength(0);
    await settled(canvasElement);
  },
};

/** Configuring (pending): the dialog says so (about 10 minutes); the address stays on the product link. */
export const Configuring: Story = {
  parameters: { world: { scenario: 'tenantConfiguring' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stateDialog('configuring');
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.TENANT_CONFIGURING));
    await expect(location(canvasElement).pathname).toBe(`/${String(globals.locale)}/console/redirect-to-product/netfunnel`);
    await storedStatus(canvasElement, 'netfunnel', 'pending');
  },
};

/** Closing the dialog goes to the console dashboard (another screen: not pictured here). */
export const CloseGoesToDashboard: Story = {
  parameters: { world: { scenario: 'tenantConfiguring' }, screenshot: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    await closeDialog(await stateDialog('configuring'));
    await landsOn(canvasElement, globals.locale, '/console/dashboard');
    await settled(canvasElement);
  },
};

/** Configuration failed: the spec's message and the way to customer support. */
export const Failed: Story = {
  parameters: { world: { scenario: 'tenantFailed' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stateDialog('failed');
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.TENANT_FAILED));
    const support = dialog.querySelector<HTMLElement>('[data-action="support"]');
    await expect(support).toHaveAttribute('href', `/${String(globals.locale)}/console/contact-us`);
    await expect(location(canvasElement).pathname).toBe(`/${String(globals.locale)}/console/redirect-to-product/netfunnel`);
  },
};

/** The subscription ended (Bot Manager cancelled 10 days ago, tenant stopped): the owner is offered the plans. */
export const SubscriptionEnded: Story = {
  args: { path: '/console/redirect-to-product/botmanager' },
  parameters: { world: { scenario: 'freeTrialOnly' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stateDialog('ended');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Bot Manager');
    await expect(dialog.querySelector('[data-action="plans"]')).toHaveAttribute('href', `/${String(globals.locale)}/console/plan/subscribe/botmanager`);
    await storedStatus(canvasElement, 'botmanager', 'stopped');
  },
};

/** The free trial ran out: the plan has expired and cannot be edited. */
export const PlanExpired: Story = {
  parameters: { world: { scenario: 'freeTrialExpired' } },
  play: async () => {
    const dialog = await stateDialog('expired');
    await expect(dialog).toHaveTextContent(i18n._(errorMessages.PLAN_EXPIRED_EDIT));
    await expect(dialog.querySelector('[data-action="plans"]')).not.toBeNull();
  },
};

/** The data was deleted: subscribe again, which leads to the plan page. */
export const Deleted: Story = {
  parameters: { world: { scenario: 'tenantDeleted' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stateDialog('deleted');
    await storedStatus(canvasElement, 'netfunnel', 'deleted');
    await expect(dialog.querySelector('[data-action="plans"]')).toHaveAttribute('href', `/${String(globals.locale)}/console/plan/subscribe/netfunnel`);
  },
};

/** A member (cannot subscribe) on an ended product: the same dialog, told only the owner can subscribe, no plan link. */
export const MemberSubscriptionEnded: Story = {
  args: { path: '/console/redirect-to-product/botmanager' },
  parameters: { world: { scenario: 'freeTrialOnly+memberOperatorOnly' } },
  play: async () => {
    const dialog = await stateDialog('ended');
    await waitFor(() => expect(dialog.querySelector('[data-action="plans"]')).toBeNull(), wait);
    await expect(dialog.querySelector('[data-tenant-state]')?.textContent?.length).toBeGreaterThan(0);
  },
};

/** While the tenant is read: the product's name and a busy placeholder, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['tenant.usage'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-outcome="pending"] [aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('NetFUNNEL');
  },
};

/** The redirect's error with its retry. */
async function redirectAlert(canvasElement: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector('[data-outcome="error"] [role="alert"]')).not.toBeNull(), wait);
  return canvasElement.querySelector<HTMLElement>('[data-outcome="error"] [role="alert"]') as HTMLElement;
}

/**
 * The three failure kinds in a row (a 500, no answer, a body that is not JSON), each with the error and its retry;
 * the last retry decides again and lands on the product dashboard.
 */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['tenant.usage']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded, globals }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['tenant.usage'],
      // The alert's button becomes accessible once the pending outcome has left (it is hidden until then).
      findRetry: async (root) => waitFor(async () => within(await redirectAlert(root)).getByRole('button'), wait),
      recovered: async () => {
        await landsOn(canvasElement, globals.locale, '/console/product/netfunnel/dashboard');
        await productDashboard(canvasElement, 'netfunnel');
      },
    }),
};

/** A 500 from the tenant call: the error with its retry, still on the redirect's address. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['tenant.usage'])] } },
  play: async ({ canvasElement, globals }) => {
    const alert = await redirectAlert(canvasElement);
    await expect(alert).toHaveTextContent(i18n._(errorMessages.GENERIC));
    await expect(within(alert).getByRole('button')).toBeVisible();
    await landsOn(canvasElement, globals.locale, '/console/redirect-to-product/netfunnel');
  },
};
