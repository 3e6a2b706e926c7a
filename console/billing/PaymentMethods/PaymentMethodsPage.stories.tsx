import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessages } from '@console/api/errorMessages';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { SEED } from '@mocks/world/seed';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { body, fieldError, holdToast, location, LocationProbe, retryName, submit, toast, toastGone, typeInto, wait } from './storyKit';
import { turnedAwayToDashboard } from '@console/app/stories/ownerOnly';

/**
 * Payment methods through the real router and shell, on the mock world: the seeded two cards (the corporate
 * Visa pays NetFUNNEL, the backup Mastercard Bot Manager and mBuster), the 5-card limit, deleting with a
 * confirmation (and the server's refusal for a card paying an active plan), and the billing address.
 */
const meta = {
  title: 'Pages/PaymentMethods',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/payment/method', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (loaded: Record<string, unknown>) =>
  (loaded.world as World).data.cards.filter((card) => card.organizationId === SEED.organizationId);

async function cardItems(canvasElement: HTMLElement, count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-card]')).toHaveLength(count), wait);
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-card]')];
}

function cardItem(canvasElement: HTMLElement, cardId: string): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>(`[data-card="${cardId}"]`);
}

async function deleteCard(canvasElement: HTMLElement, cardId: string): Promise<void> {
  const item = await waitFor(() => {
    const found = cardItem(canvasElement, cardId);
    if (!found) throw new Error(`no card ${cardId}`);
    return found;
  }, wait);
  await userEvent.click(item.querySelector('[data-action="delete-card"]') as HTMLElement);
  const dialog = await body.findByRole('alertdialog', {}, wait);
  await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
}

/** The owner's two cards, the default marked, the add button, and the billing address. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The first story of the file may wait for a cold cache.
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 40000 })).toBeVisible();
    const items = await cardItems(canvasElement, 2);
    await expect(items.filter((item) => item.textContent?.includes('•••• 1111'))).toHaveLength(1);
    await expect(items.filter((item) => item.textContent?.includes('•••• 4444'))).toHaveLength(1);
    const add = canvasElement.querySelector<HTMLElement>('a[data-action="add-card"]');
    await expect(add).toHaveAttribute('href', expect.stringMatching(/\/console\/setting\/payment-method$/));
    const change = within(items[0] as HTMLElement).getAllByRole('link')[0];
    await expect(change).toHaveAttribute('href', expect.stringMatching(/\/console\/modify\/payment-method\/card-/));
    const address = canvasElement.querySelector<HTMLElement>('[data-section="billing-address"]');
    await waitFor(() => expect(address?.querySelector('dl')).not.toBeNull(), wait);
  },
};

/** A member is turned away by the shell with the no-permission dialog. */
export const Member: Story = {
  // The picture would be the dashboard under the dialog, which Pages/Shell MemberOpensOwnerOnlyArea already
  // keeps; here the play function proves this page turns members away.
  parameters: { world: { scenario: 'memberOperatorOnly' }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await turnedAwayToDashboard(canvasElement);
    await waitFor(() => expect(location(canvasElement).pathname).toMatch(/\/console\/dashboard$/), wait);
    await expect(canvasElement.querySelector('[data-card]')).toBeNull();
  },
};

/** Five cards: the add button is off and says why (the limit), next to it. */
export const FiveCards: Story = {
  parameters: { world: { scenario: 'fiveCards' } },
  play: async ({ canvasElement }) => {
    await cardItems(canvasElement, 5);
    const add = canvasElement.querySelector<HTMLButtonElement>('button[data-action="add-card"]');
    await expect(add).toBeDisabled();
    const note = document.getElementById(add?.getAttribute('aria-describedby') ?? '');
    await expect(note?.textContent).toContain(i18n._(errorMessages.CARD_LIMIT));
  },
};

/** Deleting a card no plan pays with: a confirmation, the card goes, a toast. */
export const DeleteCard: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement, loaded }) => {
    await cardItems(canvasElement, 2);
    await deleteCard(canvasElement, SEED.cards.backup);
    // The picture shows the success toast over the one card left.
    await holdToast(await toast('success'));
    await cardItems(canvasElement, 1);
    await expect(cards(loaded).map((card) => card.id)).toEqual([SEED.cards.corporate]);
  },
};

/** The corporate Visa pays NetFUNNEL: the server refuses, the toast says why, the card stays. */
export const DeleteCardInUse: Story = {
  play: async ({ canvasElement, loaded }) => {
    await cardItems(canvasElement, 2);
    await deleteCard(canvasElement, SEED.cards.corporate);
    const refused = await toast('error');
    await expect(refused).toHaveTextContent(i18n._(errorMessages.CARD_IN_USE));
    // The picture shows the refusal's toast over the two cards.
    await holdToast(refused);
    await cardItems(canvasElement, 2);
    await expect(cards(loaded)).toHaveLength(2);
  },
};

/** No card left (both deleted with nothing subscribed): the empty state with the way to add one. */
export const Empty: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement }) => {
    await cardItems(canvasElement, 2);
    await deleteCard(canvasElement, SEED.cards.backup);
    await toastGone(await toast('success'));
    await cardItems(canvasElement, 1);
    await deleteCard(canvasElement, SEED.cards.corporate);
    await toastGone(await toast('success'));
    await cardItems(canvasElement, 0);
    await expect(await within(canvasElement).findByRole('heading', { level: 3 }, wait)).toBeVisible();
    await expect(canvasElement.querySelectorAll('a[data-action="add-card"]').length).toBeGreaterThanOrEqual(1);
  },
};

async function editAddress(canvasElement: HTMLElement): Promise<void> {
  const edit = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('[data-action="edit-address"]');
    if (!found) throw new Error('no edit button');
    return found;
  }, wait);
  await userEvent.click(edit);
}

/**
 * Back to the page's top after the form closes: focus scrolled the address into view, leaving the header's "Add card"
 * half under the sticky top bar, and axe's target-size counts a half-covered button as a small one.
 */
function scrollToTop() {
  window.scrollTo({ top: 0 });
}

/** Editing the billing address: saved, a toast, the new city shown. Focus goes into the form and back to Edit. */
export const EditBillingAddress: Story = {
  play: async ({ canvasElement, loaded }) => {
    await editAddress(canvasElement);
    const address = canvasElement.querySelector<HTMLElement>('[data-section="billing-address"]');
    if (!address) throw new Error('no billing address section');
    // The form replaced the pressed Edit button: its first field has focus.
    await waitFor(() => expect(within(address).getByRole('combobox')).toHaveFocus(), wait);
    await typeInto(canvasElement, 'city', 'Busan');
    await submit(canvasElement);
    await toastGone(await toast('success'));
    await waitFor(() => expect(address.querySelector('dl')).toHaveTextContent('Busan'), wait);
    await expect((loaded.world as World).data.billingAddress[SEED.organizationId]?.city).toBe('Busan');
    await waitFor(() => expect(canvasElement.querySelector('[data-action="edit-address"]')).toHaveFocus(), wait);
    scrollToTop();
  },
};

/** Cancel with the keyboard: the form closes unsaved and focus returns to the Edit button. */
export const CancelBillingAddressByKeyboard: Story = {
  play: async ({ canvasElement, loaded }) => {
    const before = (loaded.world as World).data.billingAddress[SEED.organizationId]?.city;
    await editAddress(canvasElement);
    await typeInto(canvasElement, 'city', 'Busan');
    const cancel = await within(canvasElement).findByRole('button', { name: /Cancel|취소|キャンセル|Cancelar/ }, wait);
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-action="edit-address"]')).toHaveFocus(), wait);
    await expect(canvasElement.querySelector('input[name="city"]')).toBeNull();
    await expect((loaded.world as World).data.billingAddress[SEED.organizationId]?.city).toBe(before);
    scrollToTop();
  },
};

/** A required line left empty: its message, nothing sent, the rest kept. */
export const BillingAddressRequired: Story = {
  play: async ({ canvasElement }) => {
    await editAddress(canvasElement);
    await typeInto(canvasElement, 'address', '');
    await typeInto(canvasElement, 'city', 'Busan');
    await submit(canvasElement);
    await expect(await fieldError(canvasElement, 'address')).toContain(i18n._(errorMessages.FIELD_REQUIRED));
    await expect(canvasElement.querySelector('input[name="city"]')).toHaveValue('Busan');
  },
};

/** The save fails (500): the failure toast and the error in the form, which keeps the typing. */
export const BillingAddressFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['cards.updateBillingAddress'])] } },
  play: async ({ canvasElement }) => {
    await editAddress(canvasElement);
    await typeInto(canvasElement, 'city', 'Busan');
    await submit(canvasElement);
    await toastGone(await toast('error'));
    await expect(await within(canvasElement).findByRole('alert', {}, wait)).toBeVisible();
    await expect(canvasElement.querySelector('input[name="city"]')).toHaveValue('Busan');
  },
};

/** The cards are on their way: a busy skeleton, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['cards.list'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(canvasElement.querySelector('[data-card]')).toBeNull();
  },
};

/** The card list's call failed: the error with its retry, no cards. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['cards.list'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(within(alert).getByRole('button', { name: retryName })).toBeVisible();
    await expect(canvasElement.querySelector('[data-card]')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['cards.list']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({ canvasElement, loaded, operations: ['cards.list'], recovered: async () => void (await cardItems(canvasElement, 2)) }),
};

/** Mobile (mobile_sm): one card a row; the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await cardItems(canvasElement, 2);
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await cardItems(canvasElement, 2);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
