import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { messageFor } from '@console/api/contextMessages';
import { errorMessages } from '@console/api/errorMessages';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { closeToasts } from '@console/app/stories/toasts';
import { holdToastSaying } from '@console/testing/toastSteps';
import { endsOnAnotherPage } from '@console/app/stories/endsOnAnotherPage';
import { plannedChangeCancelledToast } from '@console/plans/Plan/planWords';
import { planChangedToast, subscribedToast } from './confirmToasts';
import {
  agree,
  confirmForm,
  loadFailedShown,
  LocationProbe,
  locationIs,
  planRow,
  plansPage,
  refusalShown,
  settled,
  submit,
  subscriptionIn,
  wait,
  watchToasts,
  worldOf,
} from '@console/plans/Plan/planStories';

/**
 * Confirm a plan (`/{locale}/console/plan/subscribe/{productCode}/confirm/{planCode}`) through the real router
 * and shell, on the mock world and its clock: a first subscription with its card, an upgrade (at once, prorated),
 * a downgrade (planned for the next payment date, cancelled the next day), the payment agreement, and every
 * refusal of the plan-change rules in the spec's words, with the choices kept.
 */
const meta = {
  title: 'Pages/PlanConfirm',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/plan/subscribe/netfunnel/confirm/NF_LARGE', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const DAY = 24 * 60 * 60 * 1000;
const toSmall = '/console/plan/subscribe/netfunnel/confirm/NF_SMALL';

function checkedCard(form: HTMLElement): string | undefined {
  return form.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
}

async function upgradeForm(canvasElement: HTMLElement) {
  const form = await confirmForm(canvasElement);
  await expect(form.dataset.kind).toBe('UPGRADE');
  await expect(form.querySelector('[data-target="NF_LARGE"]')).not.toBeNull();
  // 2,800 / 2.800 / 2 800 by language.
  await expect(form.querySelector('[data-difference]')).toHaveTextContent(/2\D?800/);
  return form;
}

/** Upgrade NetFUNNEL Medium to Large: the plans side by side, the price difference, the proration, the card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await upgradeForm(canvasElement);
    await expect(form.querySelectorAll('input[type="radio"]').length).toBeGreaterThanOrEqual(2);
    await expect(checkedCard(form)).toBeTruthy();
    await expect(form.querySelector('input[type="checkbox"]')).not.toBeChecked();
  },
};

/** Confirm without ticking the payment agreement: the spec's message, nothing sent. */
export const AgreementRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const form = await upgradeForm(canvasElement);
    await submit(form);
    await waitFor(() => expect(form).toHaveTextContent(i18n._(messageFor('subscription.changePlan', 'PLAN_AGREEMENT_REQUIRED'))), wait);
    await expect(form.querySelector('input[type="checkbox"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(subscriptionIn(worldOf(loaded), 'sub-nf').planCode).toBe('NF_MEDIUM');
  },
};

/** Upgrade: agree, confirm, "plan changed" with the prorated amount, back on the plans with Large marked. */
export const Upgrade: Story = {
  play: async ({ canvasElement, loaded }) => {
    const form = await upgradeForm(canvasElement);
    await agree(form);
    const toasts = watchToasts();
    await submit(form);
    await toasts.seen(i18n._(planChangedToast));
    // The toast carries the prorated amount the server charged for the rest of the month.
    await toasts.seen('USD');
    toasts.stop();
    await locationIs(canvasElement, /\/console\/plan\/subscribe\/netfunnel$/);
    await plansPage(canvasElement);
    await waitFor(() => expect(planRow(canvasElement, 'NF_LARGE').querySelector('[data-current="true"]')).not.toBeNull(), wait);
    await expect(subscriptionIn(worldOf(loaded), 'sub-nf').planCode).toBe('NF_LARGE');
    await closeToasts();
  },
};

/**
 * Downgrade Medium to Small: planned for the next payment date (shown before and after). Cancelling the planned
 * change the same day is refused; the next day (the clock moves on) it is cancelled, and the toast says so.
 */
export const DowngradeThenCancelNextDay: Story = {
  args: { path: toSmall },
  play: async ({ canvasElement, loaded }) => {
    const form = await confirmForm(canvasElement);
    await expect(form.dataset.kind).toBe('DOWNGRADE');
    await expect(form.querySelector('[data-effective]')).toHaveTextContent(/\d/);
    await expect(form.querySelector('input[type="radio"]')).toBeNull();
    await agree(form);
    const toasts = watchToasts();
    await submit(form);
    await toasts.seen(i18n._(planChangedToast));
    toasts.stop();
    await plansPage(canvasElement);
    await closeToasts();
    await waitFor(() => expect(canvasElement.querySelector('[data-planned="NF_SMALL"]')).not.toBeNull(), wait);
    const cancelPlanned = () => {
      const alert = canvasElement.querySelector<HTMLElement>('[data-planned="NF_SMALL"]')?.closest<HTMLElement>('[role="status"]');
      if (!alert) throw new Error('no planned-change notice');
      return within(alert).getByRole('button');
    };
    await userEvent.click(cancelPlanned());
    await refusalShown(canvasElement, 'PLANNED_CHANGE_SAME_DAY', i18n._(errorMessages.PLANNED_CHANGE_SAME_DAY));
    // The next day (UTC).
    worldOf(loaded).clock.advance(DAY);
    await userEvent.click(cancelPlanned());
    // The picture: the plans without the planned change, and the "plan change cancelled" toast (held on screen).
    await holdToastSaying(i18n._(plannedChangeCancelledToast));
    await waitFor(() => expect(canvasElement.querySelector('[data-planned]')).toBeNull(), wait);
    await expect(subscriptionIn(worldOf(loaded), 'sub-nf').plannedChange).toBeNull();
    await settled(canvasElement);
  },
};

/** A second change on the same UTC day: the upgrade goes through, the downgrade after it is refused. */
export const SecondChangeSameDay: Story = {
  play: async ({ canvasElement, globals }) => {
    const first = await upgradeForm(canvasElement);
    await agree(first);
    const toasts = watchToasts();
    await submit(first);
    await toasts.seen(i18n._(planChangedToast));
    toasts.stop();
    await plansPage(canvasElement);
    await closeToasts();
    const link = planRow(canvasElement, 'NF_MEDIUM').querySelector('a');
    await expect(link).toHaveAttribute('href', `/${String(globals.locale)}/console/plan/subscribe/netfunnel/confirm/NF_MEDIUM`);
    if (link) await userEvent.click(link);
    const second = await confirmForm(canvasElement);
    await expect(second.dataset.kind).toBe('DOWNGRADE');
    await agree(second);
    await submit(second);
    await refusalShown(canvasElement, 'PLAN_CHANGE_ONCE_PER_DAY', i18n._(errorMessages.PLAN_CHANGE_ONCE_PER_DAY));
    await expect(second.querySelector('input[type="checkbox"]')).toBeChecked();
  },
};

/** The payment day (the 5th, UTC): refused in the spec's words; the card and the agreement stay as chosen. */
export const RefusedOnPaymentDay: Story = {
  parameters: { world: { now: '2026-12-05T09:00:00Z' } },
  play: async ({ canvasElement }) => {
    const form = await upgradeForm(canvasElement);
    const radios = form.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const other = Array.from(radios).find((radio) => !radio.checked);
    if (other) await userEvent.click(other);
    const chosen = checkedCard(form);
    await agree(form);
    await submit(form);
    await refusalShown(canvasElement, 'PLAN_CHANGE_PAYMENT_DAY', i18n._(errorMessages.PLAN_CHANGE_PAYMENT_DAY));
    await expect(checkedCard(form)).toBe(chosen);
    await expect(form.querySelector('input[type="checkbox"]')).toBeChecked();
  },
};

/** The card is declined (a failed payment in its grace period): the spec's payment-failure message, a way to the cards. */
export const PaymentFailed: Story = {
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement, globals }) => {
    const form = await upgradeForm(canvasElement);
    await agree(form);
    await submit(form);
    const refusal = await refusalShown(canvasElement, 'PAYMENT_FAILED', i18n._(errorMessages.PAYMENT_FAILED));
    const alert = refusal.closest<HTMLElement>('[role="alert"]');
    await expect(alert?.querySelector('a')).toHaveAttribute('href', `/${String(globals.locale)}/console/setting/payment-method`);
  },
};

/** Members over Small's limit: the downgrade is refused (usage, members or rooms). */
export const DowngradeBlockedByLimits: Story = {
  args: { path: toSmall },
  parameters: { world: { scenario: 'manyMembers' } },
  play: async ({ canvasElement }) => {
    const form = await confirmForm(canvasElement);
    await agree(form);
    await submit(form);
    await refusalShown(canvasElement, 'DOWNGRADE_LIMIT_EXCEEDED', i18n._(errorMessages.DOWNGRADE_LIMIT_EXCEEDED));
  },
};

/** Down to the free tier goes through sales: said before anything is sent, with the way to sales. */
export const LowerTierThroughSales: Story = {
  args: { path: '/console/plan/subscribe/netfunnel/confirm/NF_FREETRIAL' },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-blocked="DOWNGRADE_VIA_SALES"]')).not.toBeNull(), wait);
    const blocked = canvasElement.querySelector<HTMLElement>('[data-blocked="DOWNGRADE_VIA_SALES"]');
    await expect(blocked).toHaveTextContent(i18n._(errorMessages.DOWNGRADE_VIA_SALES));
    await expect(blocked?.closest('[role="note"]')?.querySelector('a')).toHaveAttribute('href', `/${String(globals.locale)}/console/contact/pricing`);
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** A marketplace plan is changed only in the marketplace: the message and its link, no form. */
export const MarketplacePlan: Story = {
  parameters: { world: { scenario: 'marketplacePlan' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-blocked="MARKETPLACE_PLAN"]')).not.toBeNull(), wait);
    const blocked = canvasElement.querySelector<HTMLElement>('[data-blocked="MARKETPLACE_PLAN"]');
    await expect(blocked).toHaveTextContent(i18n._(errorMessages.MARKETPLACE_PLAN));
    await expect(blocked?.closest('[role="note"]')?.querySelector('a[target="_blank"]')).not.toBeNull();
  },
};

/** The tenant is being configured: the change is refused until it is done. */
export const TenantConfiguring: Story = {
  parameters: { world: { scenario: 'tenantConfiguring' } },
  play: async ({ canvasElement }) => {
    const form = await upgradeForm(canvasElement);
    await agree(form);
    await submit(form);
    await refusalShown(canvasElement, 'PLAN_CHANGE_TENANT_CONFIGURING', i18n._(errorMessages.PLAN_CHANGE_TENANT_CONFIGURING));
  },
};

/** A first subscription with five cards: choose one, agree, subscribe, then the product dashboard. */
export const SubscribeWithCardChoice: Story = {
  args: { path: toSmall },
  parameters: { world: { scenario: 'noSubscriptions+fiveCards' }, ...endsOnAnotherPage },
  play: async ({ canvasElement, loaded }) => {
    const form = await confirmForm(canvasElement);
    await expect(form.dataset.kind).toBe('SUBSCRIBE');
    const radios = form.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    await expect(radios).toHaveLength(5);
    const third = radios[2];
    if (!third) throw new Error('no third card');
    await userEvent.click(third);
    await agree(form);
    const toasts = watchToasts();
    await submit(form);
    await toasts.seen(i18n._(subscribedToast));
    toasts.stop();
    await locationIs(canvasElement, /\/console\/product\/netfunnel\/dashboard/);
    const sub = worldOf(loaded).data.subscriptions.find((entry) => entry.productCode === 'netfunnel');
    await expect(sub?.cardId).toBe(third.value);
    await expect(sub?.planCode).toBe('NF_SMALL');
    await settled(canvasElement);
    await closeToasts();
  },
};

/** No card yet: add a card first (link to the card page); nothing can be confirmed. */
export const NoCards: Story = {
  args: { path: toSmall },
  parameters: { world: { scenario: 'noSubscriptions+noCards' } },
  play: async ({ canvasElement, globals }) => {
    const form = await confirmForm(canvasElement);
    const note = form.querySelector<HTMLElement>('[data-no-cards]')?.closest<HTMLElement>('[role="note"]');
    await expect(note?.querySelector('a')).toHaveAttribute('href', `/${String(globals.locale)}/console/setting/payment-method`);
    await expect(form.querySelector('button[type="submit"]')).toBeDisabled();
  },
};

/** A member cannot change the plan: the owner-only note, confirm disabled. */
export const Member: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement }) => {
    const form = await upgradeForm(canvasElement);
    await expect(form.querySelector('[role="note"]')).not.toBeNull();
    await expect(form.querySelector('button[type="submit"]')).toBeDisabled();
  },
};

/** Loading: skeletons, busy. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['cards.list'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** The cards' call failed: the error with its retry, no form. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['cards.list'])] } },
  play: async ({ canvasElement }) => {
    await loadFailedShown(canvasElement);
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['cards.list']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({ canvasElement, loaded, operations: ['cards.list'], recovered: async () => void (await upgradeForm(canvasElement)) }),
};

/** Mobile (mobile_sm). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await upgradeForm(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await upgradeForm(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
