import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { errorMessages } from '@console/api/errorMessages';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { closeToasts } from '@console/app/stories/toasts';
import { cancellationRevertedToast, plannedChangeCancelledToast, withdrawalCompleteToast } from './planWords';
import { body, LocationProbe, locationIs, plansPage, refusalShown, loadFailedShown, settled, subscriptionIn, wait, watchToasts, worldOf } from './planStories';

/**
 * Cancel a subscription (`/{locale}/console/plan/subscribe/{productCode}/cancel/{subscriptionId}`) through the
 * real router and shell, on the mock world: the spec's two readings made explicit (scheduled within the 28-day
 * minimum period and revertible, at once after it), data retention (28 days), the
 * restart block, the destructive confirmation, and withdrawing a scheduled cancellation.
 */
const meta = {
  title: 'Pages/PlanCancel',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/plan/subscribe/netfunnel/cancel/sub-nf', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const mbusterCancel = '/console/plan/subscribe/mbuster/cancel/sub-mb';

async function livePage(canvasElement: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector('[data-cancel="live"]')).not.toBeNull(), wait);
  await settled(canvasElement);
  const page = canvasElement.querySelector<HTMLElement>('[data-cancel="live"]') as HTMLElement;
  await expect(page.querySelector('[data-reading="scheduled"]')).not.toBeNull();
  await expect(page.querySelector('[data-reading="immediate"]')).not.toBeNull();
  await expect(page.querySelector('[data-minimum]')).toHaveTextContent(/\d/);
  return page;
}

/** The cancel button of the page (the destructive one, not the back link). */
function cancelButton(page: HTMLElement): HTMLButtonElement {
  const buttons = page.querySelectorAll<HTMLButtonElement>('button');
  const button = buttons[buttons.length - 1];
  if (!button) throw new Error('no cancel button');
  return button;
}

/** Opens the destructive confirmation and confirms it. */
async function confirmCancel(page: HTMLElement): Promise<void> {
  await userEvent.click(cancelButton(page));
  const dialog = await body.findByRole('alertdialog', {}, wait);
  const buttons = within(dialog).getAllByRole('button');
  const confirm = buttons[buttons.length - 1];
  if (!confirm) throw new Error('no confirm button');
  await userEvent.click(confirm);
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), wait);
}

async function withdraw(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-cancel="scheduled"]')).not.toBeNull(), wait);
  const page = canvasElement.querySelector<HTMLElement>('[data-cancel="scheduled"]') as HTMLElement;
  const buttons = page.querySelectorAll<HTMLButtonElement>('button');
  const button = buttons[buttons.length - 1];
  if (!button) throw new Error('no withdraw button');
  const toasts = watchToasts();
  await userEvent.click(button);
  await toasts.seen(i18n._(cancellationRevertedToast));
  toasts.stop();
}

/** NetFUNNEL past its minimum period: what a cancel does, in both readings, with the retention and restart block. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await livePage(canvasElement);
    await expect(page.querySelector('[data-rules]')).toHaveTextContent('28');
    // The A/B-testing product of the spec's plan texts is not a product of this console: no word of it here.
    await expect(page.querySelector('[data-rules]')).not.toHaveTextContent('60');
    await expect(cancelButton(page)).toBeEnabled();
  },
};

/**
 * Past the minimum period with a downgrade planned: the cancel is immediate (back to the plans, nothing current),
 * and it cancels the planned change too (both toasts).
 */
export const CancelAtOnce: Story = {
  parameters: { world: { scenario: 'plannedDowngrade' } },
  play: async ({ canvasElement, loaded }) => {
    const page = await livePage(canvasElement);
    await expect(page.querySelector('[data-planned-change]')).not.toBeNull();
    const toasts = watchToasts();
    await confirmCancel(page);
    await toasts.seen(i18n._(withdrawalCompleteToast));
    await toasts.seen(i18n._(plannedChangeCancelledToast));
    toasts.stop();
    await locationIs(canvasElement, /\/console\/plan\/subscribe\/netfunnel$/);
    await plansPage(canvasElement);
    await expect(canvasElement.querySelector('[data-state]')).toBeNull();
    const sub = subscriptionIn(worldOf(loaded), 'sub-nf');
    await expect(sub.state).toBe('CANCELLED');
    await expect(sub.plannedChange).toBeNull();
    await closeToasts();
    await settled(canvasElement);
  },
};

/**
 * The confirmation from the keyboard: it opens on Enter (its code downloads on this first opening), focus moves into
 * it, Escape closes it without cancelling, focus returns to the button, and it opens again at once (pictured open).
 */
export const ConfirmationKeyboard: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = await livePage(canvasElement);
    const button = cancelButton(page);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', {}, wait);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), wait);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), wait);
    await waitFor(() => expect(button).toHaveFocus(), wait);
    await expect(subscriptionIn(worldOf(loaded), 'sub-nf').state).not.toBe('CANCELLED');
    await userEvent.keyboard('{Enter}');
    // The picture shows the confirmation, opened again from the keyboard.
    await expect(await body.findByRole('alertdialog', {}, wait)).toBeVisible();
  },
};

/**
 * mBuster, 10 days old, its cancellation scheduled: withdraw it, cancel again within the 28-day minimum period (it
 * is scheduled, not immediate, with its end date), and withdraw that too: the plan renews normally.
 */
export const CancelWithinMinimumPeriodAndRevert: Story = {
  args: { path: mbusterCancel },
  parameters: { world: { scenario: 'scheduledCancellation' } },
  play: async ({ canvasElement, loaded }) => {
    await withdraw(canvasElement);
    await plansPage(canvasElement, 'mbuster');
    await closeToasts();
    await expect(subscriptionIn(worldOf(loaded), 'sub-mb').state).toBe('ACTIVE');
    const link = canvasElement.querySelector<HTMLAnchorElement>('a[href$="/cancel/sub-mb"]');
    if (!link) throw new Error('no cancel link on the plans page');
    await userEvent.click(link);
    const page = await livePage(canvasElement);
    const toasts = watchToasts();
    await confirmCancel(page);
    await toasts.seen(i18n._(withdrawalCompleteToast));
    toasts.stop();
    await waitFor(() => expect(canvasElement.querySelector('[data-cancel="scheduled"]')).not.toBeNull(), wait);
    await expect(subscriptionIn(worldOf(loaded), 'sub-mb').state).toBe('CANCEL_SCHEDULED');
    await closeToasts();
    await withdraw(canvasElement);
    await plansPage(canvasElement, 'mbuster');
    await expect(subscriptionIn(worldOf(loaded), 'sub-mb').state).toBe('ACTIVE');
    await closeToasts();
  },
};

/** The payment day (the 5th, UTC): the cancel is refused in the spec's words. */
export const RefusedOnPaymentDay: Story = {
  parameters: { world: { now: '2026-12-05T09:00:00Z' } },
  play: async ({ canvasElement, loaded }) => {
    const page = await livePage(canvasElement);
    await confirmCancel(page);
    await refusalShown(canvasElement, 'PLAN_CHANGE_PAYMENT_DAY', i18n._(errorMessages.PLAN_CHANGE_PAYMENT_DAY));
    await expect(subscriptionIn(worldOf(loaded), 'sub-nf').state).toBe('ACTIVE');
  },
};

/** A marketplace plan is cancelled in the marketplace: the message with its link, the button disabled. */
export const MarketplacePlan: Story = {
  parameters: { world: { scenario: 'marketplacePlan' } },
  play: async ({ canvasElement }) => {
    const page = await livePage(canvasElement);
    await expect(page.querySelector('[data-marketplace]')).toHaveTextContent(i18n._(errorMessages.MARKETPLACE_PLAN));
    await expect(page.querySelector('[data-marketplace] a[target="_blank"]')).not.toBeNull();
    await expect(cancelButton(page)).toBeDisabled();
    // The picture shows the message and the disabled button (below the fold of the viewport).
    cancelButton(page).scrollIntoView({ block: 'end' });
  },
};

/** A member cannot cancel: the owner-only note, the button disabled. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    const page = await livePage(canvasElement);
    await expect(page.querySelector('[role="note"]')).not.toBeNull();
    await expect(cancelButton(page)).toBeDisabled();
    // The picture shows the note and the disabled button (below the fold of the viewport).
    cancelButton(page).scrollIntoView({ block: 'end' });
  },
};

/** Loading: skeletons, busy. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['subscription.detail'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('[data-cancel]')).toBeNull();
  },
};

/** The subscription's call failed: the error with its retry, no cancel page. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['subscription.detail'])] } },
  play: async ({ canvasElement }) => {
    await loadFailedShown(canvasElement);
    await expect(canvasElement.querySelector('[data-cancel]')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['subscription.detail']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({ canvasElement, loaded, operations: ['subscription.detail'], recovered: async () => void (await livePage(canvasElement)) }),
};

/** Mobile (mobile_sm). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await livePage(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await livePage(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
