import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { errorMessages } from '@console/api/errorMessages';
import { projectDeactivatedToast } from '@console/api/projectNotice';
import { RouterStory } from '@console/app/stories/RouterStory';
import { closeToasts, toastShown } from '@console/app/stories/toasts';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { chooseOption, chosenText } from '@console/testing/selectSteps';
import { memberAddedToast, memberRequired, roleRequired } from './AddMemberDialog';

/**
 * NetFUNNEL's subscription page (`/{locale}/console/product/netfunnel/subscription/select`) through the real
 * router and shell on the mock world: subscription information, usage against the plan with meters, the members
 * holding a NetFUNNEL role and the add-member dialog, and the ways to the plans and to the details.
 */
const meta = {
  title: 'Pages/NetfunnelSubscription',
  component: RouterStory,
  args: { path: '/console/product/netfunnel/subscription/select' },
  parameters: { canvasPadding: false },
  globals: { viewport: { value: 'desktop_xl', isRotated: false } },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 15000 };
const body = within(document.body);
const JUNG = 'min.jung@acme-retail.example';

/** The page has its subscription: the page root carries its state. */
async function loaded(canvasElement: HTMLElement, state: string): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector(`[data-subscription-page="select"][data-state="${state}"]`)).not.toBeNull(), wait);
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), wait);
  const page = canvasElement.querySelector<HTMLElement>('[data-subscription-page="select"]');
  if (!page) throw new Error('no subscription page');
  return page;
}

/** The usage card and the members card have their figures. */
async function figuresIn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-usage]')).not.toBeNull(), wait);
  await waitFor(() => expect(canvasElement.querySelector('[data-members]')).not.toBeNull(), wait);
}

/** The role holders are listed, each with its role (read from the member's details). */
async function memberRows(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-role-of]')).toHaveLength(count), wait);
  await waitFor(() => expect(Array.from(canvasElement.querySelectorAll('[data-role-of]')).filter((cell) => cell.textContent === '…')).toHaveLength(0), wait);
}

async function openAddMember(canvasElement: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector('[data-add-member] button')).not.toBeNull(), wait);
  const button = canvasElement.querySelector<HTMLButtonElement>('[data-add-member] button');
  if (!button) throw new Error('no add-member button');
  await userEvent.click(button);
  const dialog = await body.findByRole('dialog', {}, wait);
  await waitFor(() => expect(dialog.querySelector('input[name="role"]')).not.toBeNull(), wait);
  return dialog;
}

async function submit(dialog: HTMLElement) {
  const button = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  await userEvent.click(button);
}

async function chooseMember(dialog: HTMLElement, name: RegExp) {
  const select = dialog.querySelector('select');
  if (!select) throw new Error('no member picker');
  await chooseOption(select, name);
}

async function chooseRole(dialog: HTMLElement, role: 'ADMINISTRATOR' | 'OPERATOR') {
  const radio = dialog.querySelector<HTMLInputElement>(`input[name="role"][value="${role}"]`);
  if (!radio) throw new Error(`no ${role} choice`);
  await userEvent.click(radio);
}

/** The owner, every product running: NetFUNNEL Medium with its usage, meters and role holders. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = await loaded(canvasElement, 'ACTIVE');
    await figuresIn(canvasElement);
    await expect(page.querySelector('[data-plan="NF_MEDIUM"]')).not.toBeNull();
    // NetFUNNEL is billed on capacity: PCCU first and marked as the billed figure, with a meter.
    await waitFor(() => expect(page.querySelector('[data-usage="CAPACITY"] [data-metric="PCCU"][data-billed="true"] [role="meter"]')).not.toBeNull(), wait);
    await expect(page.querySelectorAll('[role="meter"]').length).toBeGreaterThanOrEqual(3);
    await memberRows(canvasElement, 2);
    const locale = String(globals.locale);
    await waitFor(() => expect(page.querySelector(`a[href="/${locale}/console/plan/subscribe/netfunnel"]`)).not.toBeNull(), wait);
    await expect(page.querySelector(`a[href="/${locale}/console/product/netfunnel/subscription/detail"]`)).not.toBeNull();
  },
};

/** Add a member: nothing chosen is refused (member and role required), then Jung Min as Operator is added. */
export const AddMember: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'ACTIVE');
    await memberRows(canvasElement, 2);
    const dialog = await openAddMember(canvasElement);
    await submit(dialog);
    await expect(dialog).toHaveTextContent(i18n._(memberRequired));
    await expect(dialog).toHaveTextContent(i18n._(roleRequired));
    await chooseMember(dialog, /Jung Min/);
    await chooseRole(dialog, 'OPERATOR');
    await submit(dialog);
    await toastShown(i18n._(memberAddedToast));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), wait);
    await memberRows(canvasElement, 3);
    await waitFor(() => expect(canvasElement.querySelector(`[data-role-of="${JUNG}"]`)).not.toHaveTextContent('…'), wait);
    await waitFor(() => expect(canvasElement.querySelector('[data-members="4"]')).not.toBeNull(), wait);
    await closeToasts();
  },
};

/** NetFUNNEL Small with its 3 member places taken: adding one more says the plan's limit, the choice stays. */
export const MemberLimitReached: Story = {
  parameters: { world: { scenario: 'netfunnelMemberLimit' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'ACTIVE');
    await figuresIn(canvasElement);
    const members = canvasElement.querySelector('[data-members="3"] [role="meter"]');
    await expect(members).toHaveAttribute('aria-valuemax', '3');
    const dialog = await openAddMember(canvasElement);
    await chooseMember(dialog, /Jung Min/);
    await chooseRole(dialog, 'ADMINISTRATOR');
    await submit(dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(i18n._(errorMessages.MEMBER_LIMIT)), wait);
    await expect(dialog.querySelector<HTMLInputElement>('input[name="role"][value="ADMINISTRATOR"]')).toBeChecked();
    await expect(chosenText(dialog.querySelector('select') as HTMLSelectElement)).toContain('Jung Min');
  },
};

/** Many members (12 in the organisation): the NetFUNNEL role holders are listed, six of Medium's ten places taken. */
export const ManyMembers: Story = {
  parameters: { world: { scenario: 'manyMembers' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'ACTIVE');
    await figuresIn(canvasElement);
    await memberRows(canvasElement, 5);
    await expect(canvasElement.querySelector('[data-members="6"] [role="meter"]')).toHaveAttribute('aria-valuemax', '10');
    // The role holders' table, for the picture.
    canvasElement.querySelector('[data-role-of]')?.closest('table')?.scrollIntoView({ block: 'center', behavior: 'instant' });
  },
};

/** A free trial ending tomorrow: its end is said, and a trial plan cannot invite: the way to the plans. */
export const FreeTrialEndsTomorrow: Story = {
  parameters: { world: { scenario: 'freeTrialEndsTomorrow' } },
  play: async ({ canvasElement, globals }) => {
    const page = await loaded(canvasElement, 'FREE_TRIAL');
    await figuresIn(canvasElement);
    await expect(page.querySelector('[data-plan="NF_FREETRIAL"]')).not.toBeNull();
    await expect(page).toHaveTextContent(i18n._(errorMessages.INVITE_PLAN_NOT_ALLOWED));
    const plans = page.querySelectorAll(`a[href="/${String(globals.locale)}/console/plan/subscribe/netfunnel"]`);
    await expect(plans.length).toBeGreaterThanOrEqual(2);
  },
};

/** The free trial expired yesterday: the plan is expired and cannot be edited; no member can be added. */
export const FreeTrialExpired: Story = {
  parameters: { world: { scenario: 'freeTrialExpired' } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'EXPIRED');
    await figuresIn(canvasElement);
    await expect(page).toHaveTextContent(i18n._(errorMessages.PLAN_EXPIRED_EDIT));
    await expect(page.querySelector('[data-add-member]')).toBeNull();
  },
};

/** Park Sora, a member with the NetFUNNEL Operator role: reads the plan and usage; no plan change, no members. */
export const MemberOperatorOnly: Story = {
  parameters: { world: { scenario: 'memberOperatorOnly' } },
  play: async ({ canvasElement, globals }) => {
    const page = await loaded(canvasElement, 'ACTIVE');
    await figuresIn(canvasElement);
    await expect(page.querySelector(`a[href="/${String(globals.locale)}/console/plan/subscribe/netfunnel"]`)).toBeNull();
    await expect(page.querySelector('[data-role-of]')).toBeNull();
    await expect(page.querySelector('[data-add-member]')).toBeNull();
  },
};

/** Nothing subscribed: the free trial and the plans are offered. */
export const NoSubscription: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-subscription-page="select"]')).not.toBeNull(), wait);
    const plans = `[data-subscription-page="select"] a[href="/${String(globals.locale)}/console/plan/subscribe/netfunnel"]`;
    await waitFor(() => expect(canvasElement.querySelector(plans)).not.toBeNull(), wait);
    // The free trial is offered (never used in this organisation).
    await expect(canvasElement.querySelector('[data-subscription-page="select"] button')).not.toBeNull();
  },
};

/** The subscription is on its way: a busy skeleton, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['subscription.detail'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-subscription-page="select"] [aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('[data-usage]')).toBeNull();
  },
};

/**
 * The provider deactivated the NetFUNNEL project: the usage call answers PROJECT_INACTIVE, so the usage and members
 * cards (the members card counts seats from it) say so, each with a retry for when it is lifted, and the "project
 * deactivated" notice stays until the user closes it. The subscription itself still shows.
 */
export const ProjectDeactivated: Story = {
  parameters: { world: { scenario: 'netfunnelProjectInactive' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'ACTIVE');
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2), wait);
    for (const alert of within(canvasElement).getAllByRole('alert')) {
      await expect(alert).toHaveTextContent(i18n._(errorMessages.PROJECT_INACTIVE));
    }
    await expect(canvasElement.querySelector('[data-usage]')).toBeNull();
    await toastShown(i18n._(projectDeactivatedToast));
    // Closable toasts hide after 3.5 s; this notice must still be there after that.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await expect(document.querySelectorAll('[role="region"] [role="alertdialog"]')).toHaveLength(1);
    await expect(document.querySelector('[role="region"] [role="alertdialog"]')).toHaveTextContent(i18n._(projectDeactivatedToast));
  },
};

/** The subscription answers 500: the error with its retry, and none of the page's cards. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['subscription.detail'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(errorMessages.GENERIC));
    await expect(within(alert).getByRole('button')).toBeVisible();
    await expect(canvasElement.querySelector('[data-usage]')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['subscription.detail']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded: storyLoaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded: storyLoaded,
      operations: ['subscription.detail'],
      recovered: async () => {
        await loaded(canvasElement, 'ACTIVE');
        await figuresIn(canvasElement);
        await memberRows(canvasElement, 2);
      },
    }),
};

/** Mobile (mobile_sm): the cards stack, the meters one under the other, the members with a role as cards. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'ACTIVE');
    await figuresIn(canvasElement);
    await memberRows(canvasElement, 2);
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'ACTIVE');
    await figuresIn(canvasElement);
    await memberRows(canvasElement, 2);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(window.innerWidth).toBeLessThan(768);
  },
};
