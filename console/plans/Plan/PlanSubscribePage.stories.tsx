import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { errorMessages } from '@console/api/errorMessages';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { closeToasts } from '@console/app/stories/toasts';
import { holdToastSaying } from '@console/testing/toastSteps';
import { cancellationRevertedToast, plannedChangeCancelledToast } from './planWords';
import { body, LocationProbe, planRow, plansPage, loadFailedShown, refusalShown, subscriptionIn, wait, watchToasts, worldOf } from './planStories';

/**
 * The plans of a product (`/{locale}/console/plan/subscribe/{productCode}`) through the real router and shell, on
 * the mock world: the current subscription with its planned change or scheduled cancellation, and the plan
 * selection table (five tiers, limits, features, support, USD monthly price; Enterprise through sales).
 */
const meta = {
  title: 'Pages/PlanSubscribe',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/plan/subscribe/netfunnel', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function defaultTable(canvasElement: HTMLElement) {
  await plansPage(canvasElement);
  await expect(canvasElement.querySelectorAll('[data-plan]')).toHaveLength(5);
  await expect(planRow(canvasElement, 'NF_MEDIUM').querySelector('[data-current="true"]')).not.toBeNull();
}

/** The owner on NetFUNNEL Medium: the current plan marked, upgrade and downgrade offered, Enterprise through sales. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await defaultTable(canvasElement);
    const medium = planRow(canvasElement, 'NF_MEDIUM');
    await expect(medium.querySelector('a')).toBeNull();
    await expect(planRow(canvasElement, 'NF_LARGE').querySelector('a')).toHaveAttribute(
      'href',
      `/${String(globals.locale)}/console/plan/subscribe/netfunnel/confirm/NF_LARGE`,
    );
    await expect(planRow(canvasElement, 'NF_SMALL').querySelector('a')).toHaveAttribute(
      'href',
      `/${String(globals.locale)}/console/plan/subscribe/netfunnel/confirm/NF_SMALL`,
    );
    await expect(planRow(canvasElement, 'NF_ENTERPRISE').querySelector('a')).toHaveAttribute('href', `/${String(globals.locale)}/console/contact/pricing`);
    // Prices in USD per month; the free plan shows as free (no amount).
    await expect(planRow(canvasElement, 'NF_LARGE')).toHaveTextContent(/4\D?000/);
    await expect(planRow(canvasElement, 'NF_FREETRIAL')).not.toHaveTextContent('USD');
    await expect(canvasElement.querySelector('[data-state="ACTIVE"]')).not.toBeNull();
  },
};

/** Nothing subscribed: no current subscription, every paid plan offered to subscribe, the free trial can start. */
export const NotSubscribed: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, globals }) => {
    await plansPage(canvasElement);
    await expect(canvasElement.querySelector('[data-state]')).toBeNull();
    await expect(planRow(canvasElement, 'NF_SMALL').querySelector('a')).toHaveAttribute(
      'href',
      `/${String(globals.locale)}/console/plan/subscribe/netfunnel/confirm/NF_SMALL`,
    );
    // The free trial opens the shell's start-free-trial dialog.
    await userEvent.click(within(planRow(canvasElement, 'NF_FREETRIAL')).getByRole('button'));
    const dialog = await body.findByRole('alertdialog', {}, wait);
    await expect(dialog).toHaveTextContent('NetFUNNEL');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), wait);
  },
};

/**
 * A downgrade to Small is planned (requested yesterday): it shows with its effective date, and cancelling it today
 * works (from the day after the request), with the "plan change cancelled" toast (pictured).
 */
export const PlannedDowngradeCancelled: Story = {
  parameters: { world: { scenario: 'plannedDowngrade' } },
  play: async ({ canvasElement, loaded }) => {
    await plansPage(canvasElement);
    const planned = canvasElement.querySelector<HTMLElement>('[data-planned="NF_SMALL"]');
    await expect(planned).not.toBeNull();
    const alert = planned?.closest<HTMLElement>('[role="status"]');
    if (!alert) throw new Error('no planned-change notice');
    await userEvent.click(within(alert).getByRole('button'));
    // The picture shows the toast (held: hovering pauses its auto-hide) over the plans without the notice.
    await holdToastSaying(i18n._(plannedChangeCancelledToast));
    await waitFor(() => expect(canvasElement.querySelector('[data-planned]')).toBeNull(), wait);
    await expect(subscriptionIn(worldOf(loaded), 'sub-nf').plannedChange).toBeNull();
  },
};

/** A downgrade requested today cannot be cancelled before tomorrow: the refusal in the spec's words. */
export const PlannedDowngradeSameDay: Story = {
  parameters: { world: { scenario: 'plannedDowngrade', now: '2026-11-16T03:00:00Z' } },
  play: async ({ canvasElement, loaded }) => {
    // The request was made this morning (UTC), not yesterday.
    const planned = subscriptionIn(worldOf(loaded), 'sub-nf').plannedChange;
    if (!planned) throw new Error('no planned change in the scenario');
    planned.requestedDate = '2026-11-16T01:00:00.000Z';
    await plansPage(canvasElement);
    const alert = canvasElement.querySelector<HTMLElement>('[data-planned="NF_SMALL"]')?.closest<HTMLElement>('[role="status"]');
    if (!alert) throw new Error('no planned-change notice');
    await userEvent.click(within(alert).getByRole('button'));
    await refusalShown(canvasElement, 'PLANNED_CHANGE_SAME_DAY', i18n._(errorMessages.PLANNED_CHANGE_SAME_DAY));
    await expect(canvasElement.querySelector('[data-planned="NF_SMALL"]')).not.toBeNull();
  },
};

/** mBuster's cancellation is scheduled for day 28: the notice, then "withdraw" and the plan renews normally. */
export const ScheduledCancellationWithdrawn: Story = {
  args: { path: '/console/plan/subscribe/mbuster' },
  parameters: { world: { scenario: 'scheduledCancellation' } },
  play: async ({ canvasElement, loaded }) => {
    await plansPage(canvasElement, 'mbuster');
    await expect(canvasElement.querySelector('[data-state="CANCEL_SCHEDULED"]')).not.toBeNull();
    const alert = canvasElement.querySelector<HTMLElement>('[data-scheduled-cancel]')?.closest<HTMLElement>('[role="status"]');
    if (!alert) throw new Error('no scheduled-cancellation notice');
    const toasts = watchToasts();
    await userEvent.click(within(alert).getByRole('button'));
    await toasts.seen(i18n._(cancellationRevertedToast));
    toasts.stop();
    await waitFor(() => expect(canvasElement.querySelector('[data-state="ACTIVE"]')).not.toBeNull(), wait);
    await expect(subscriptionIn(worldOf(loaded), 'sub-mb').state).toBe('ACTIVE');
    await closeToasts();
  },
};

/** Bought in the AWS marketplace: changed only there (the message with the marketplace link); no change offered. */
export const MarketplacePlan: Story = {
  parameters: { world: { scenario: 'marketplacePlan' } },
  play: async ({ canvasElement }) => {
    await plansPage(canvasElement);
    const note = canvasElement.querySelector<HTMLElement>('[data-marketplace]');
    await expect(note).toHaveTextContent(i18n._(errorMessages.MARKETPLACE_PLAN));
    await expect(note?.querySelector('a[target="_blank"]')).not.toBeNull();
    await expect(planRow(canvasElement, 'NF_LARGE').querySelector('a')).toBeNull();
  },
};

/**
 * The reserved spot week has started (the clock moves 5 days on while the page is open): the week shows as the
 * current subscription, Active until its end, and its plan is fixed: no change, no cancel, until it expires.
 */
export const SpotWeekRunning: Story = {
  parameters: { world: { scenario: 'spotReserved' } },
  play: async ({ canvasElement, loaded }) => {
    await plansPage(canvasElement);
    await expect(canvasElement.querySelector('[data-state]')).toBeNull();
    worldOf(loaded).clock.advance(5 * 24 * 60 * 60 * 1000);
    // Back to the tab: the page's queries refetch on focus.
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(canvasElement.querySelector('[data-state="ACTIVE"]')).not.toBeNull(), wait);
    await plansPage(canvasElement);
    await expect(canvasElement.querySelector('[data-spot-plan-running]')?.closest('[role="note"]')).toHaveTextContent(i18n._(errorMessages.SPOT_PLAN_FIXED));
    await expect(planRow(canvasElement, 'NF_LARGE').querySelector('a')).toBeNull();
    await expect(planRow(canvasElement, 'NF_SMALL').querySelector('a')).toBeNull();
    await expect(canvasElement.querySelector('a[href*="/cancel/"]')).toBeNull();
  },
};

/**
 * The last spot week ended yesterday: the plan shows as expired with its date and cannot be edited; any plan can
 * be chosen again (a new subscription).
 */
export const ExpiredSpot: Story = {
  parameters: { world: { scenario: 'expiredSpot' } },
  play: async ({ canvasElement, globals }) => {
    await plansPage(canvasElement);
    await expect(canvasElement.querySelector('[data-state="EXPIRED"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-expired]')?.closest('[role="note"]')).toHaveTextContent(i18n._(errorMessages.PLAN_EXPIRED_EDIT));
    await expect(canvasElement.querySelector('a[href*="/cancel/"]')).toBeNull();
    await expect(planRow(canvasElement, 'NF_MEDIUM').querySelector('a')).toHaveAttribute(
      'href',
      `/${String(globals.locale)}/console/plan/subscribe/netfunnel/confirm/NF_MEDIUM`,
    );
  },
};

/** A member sees the plans but cannot change them: the owner-only note, no change links. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    await plansPage(canvasElement);
    await expect(canvasElement.querySelector('[role="note"]')).not.toBeNull();
    await expect(planRow(canvasElement, 'NF_LARGE').querySelector('a')).toBeNull();
  },
};

/** Loading: skeletons, busy. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['plans.list'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('table')).toBeNull();
  },
};

/** The catalogue's call failed: the error with its retry, no plans table. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['plans.list'])] } },
  play: async ({ canvasElement }) => {
    await loadFailedShown(canvasElement);
    await expect(canvasElement.querySelector('table')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['plans.list']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({ canvasElement, loaded, operations: ['plans.list'], recovered: () => defaultTable(canvasElement) }),
};

/** Mobile (mobile_sm): a card per plan, its name and the current-plan badge as the title. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await defaultTable(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await defaultTable(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
