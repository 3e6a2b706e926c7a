import type { Meta, StoryObj } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastGone } from '@console/testing/toastSteps';
import { chooseOption, chosenText } from '@console/testing/selectSteps';
import { errorMessages } from '@console/api/errorMessages';
import { failure } from '@mocks/storybook';
import type { World } from '@mocks/world/db';
import { SEED } from '@mocks/world/seed';
import { RouterStory } from '@console/app/stories/RouterStory';
import { turnedAwayToDashboard } from '@console/app/stories/ownerOnly';
import { location, LocationProbe } from '@console/app/stories/location';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';

/**
 * Payment management through the real router and shell, on the mock world: the seeded organisation's three
 * and a half years of charges (paged by 10, filtered by product, year and billing month in the address), the
 * billing figures, a failed payment paid with another card during the grace period, receipts and receipt
 * e-mails.
 */
const meta = {
  title: 'Pages/Payments',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/payment', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const wait = { timeout: 15000 };

async function historyTable(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByRole('table', {}, wait);
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** On a narrow screen the table is a list of cards: waits for `count` of them. */
async function cardCount(canvasElement: HTMLElement, count: number): Promise<HTMLElement[]> {
  const cards = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-layout="cards"] [role="list"] > li')];
  await waitFor(() => expect(cards()).toHaveLength(count), wait);
  return cards();
}

/** Read from the page each time: the table is replaced while a new filter loads. */
function months(scope: HTMLElement): string[] {
  return [...scope.querySelectorAll<HTMLElement>('table [data-month]')].map((cell) => cell.dataset.month ?? '');
}

function products(scope: HTMLElement): string[] {
  return [...scope.querySelectorAll<HTMLElement>('table [data-product]')].map((cell) => cell.dataset.product ?? '');
}

/** The filter selects in order: product, year, billing month. */
async function chooseFilter(canvasElement: HTMLElement, index: number, option: string): Promise<void> {
  const filters = await within(canvasElement).findByRole('search', {}, wait);
  const select = filters.querySelectorAll('select')[index];
  if (!select) throw new Error(`no filter ${index}`);
  await waitFor(() => expect(select).toBeEnabled(), wait);
  await chooseOption(select, option);
}

async function toast(tone: 'success' | 'error', timeout = wait.timeout): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`[role="alertdialog"][data-tone="${tone}"]`)).not.toBeNull(), { timeout });
  return document.querySelector<HTMLElement>(`[role="alertdialog"][data-tone="${tone}"]`) as HTMLElement;
}

/** The history's pagination (not the shell's navigation). */
const pagesSelector = '[data-section="payment-history"] nav';

const world = (loaded: Record<string, unknown>) => loaded.world as World;

/** The owner's view: the figures, then the newest ten charges with their statuses, amounts and methods. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The first story of the file may wait for a cold cache.
    const table = await within(canvasElement).findByRole('table', {}, { timeout: 40000 });
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10), wait);
    // Newest billing month first.
    const shown = months(canvasElement);
    await expect([...shown].sort().reverse()).toEqual(shown);
    // Statuses through the billing vocabulary, amounts in US dollars by their code (never "$" or "US$").
    await expect(table.querySelector('[data-vocabulary="billing"]')).not.toBeNull();
    await expect(table.textContent).toMatch(/USD/);
    await expect(table.textContent).not.toMatch(/\$/);
    // No failed payment in the baseline.
    await expect(canvasElement.querySelector('[data-section="failed-payments"]')).toBeNull();
    // The pages of a long history.
    await expect(canvasElement.querySelector(`${pagesSelector} [aria-current="page"]`)).toHaveTextContent('1');
  },
};

/** A member is turned away by the shell with the no-permission dialog, over the dashboard. */
export const Member: Story = {
  // The picture would be the dashboard under the dialog, which Pages/Shell MemberOpensOwnerOnlyArea already
  // keeps; here the play function proves this page turns members away.
  parameters: { world: { scenario: 'memberOperatorOnly' }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await turnedAwayToDashboard(canvasElement);
    await waitFor(() => expect(location(canvasElement).pathname).toMatch(/\/console\/dashboard$/), wait);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Nothing subscribed yet: no charges, the empty history says when they will appear. */
export const Empty: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), wait);
    await expect(await within(table).findByRole('heading', {}, wait)).toBeVisible();
    await expect(canvasElement.querySelector(`${pagesSelector} [aria-current="page"]`)).toBeNull();
  },
};

/** A full history: the next page shows the next ten charges; the page is in the address (0-based). */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10), wait);
    const first = months(canvasElement);
    const pages = canvasElement.querySelector<HTMLElement>(pagesSelector);
    if (!pages) throw new Error('no pagination');
    const next = within(pages).getAllByRole('button').at(-1);
    if (!next) throw new Error('no next-page button');
    await userEvent.click(next);
    await waitFor(() => expect(location(canvasElement).searchParams.get('page')).toBe('1'), wait);
    await waitFor(() => expect(months(canvasElement)).not.toEqual(first), wait);
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('2');
  },
};

/** Filtering by year: only that year's billing months, the year in the address, back on page 0. */
export const FilterByYear: Story = {
  play: async ({ canvasElement }) => {
    await historyTable(canvasElement);
    await chooseFilter(canvasElement, 1, '2025');
    await waitFor(() => expect(location(canvasElement).searchParams.get('year')).toBe('2025'), wait);
    await historyTable(canvasElement);
    await waitFor(() => expect(months(canvasElement).length > 0 && months(canvasElement).every((month) => month.startsWith('2025-'))).toBe(true), wait);
  },
};

/** Filtering by product: only mBuster's charges, the product in the address. */
export const FilterByProduct: Story = {
  play: async ({ canvasElement }) => {
    await historyTable(canvasElement);
    await chooseFilter(canvasElement, 0, 'mBuster');
    await waitFor(() => expect(location(canvasElement).searchParams.get('product')).toBe('mbuster'), wait);
    await historyTable(canvasElement);
    await waitFor(() => expect(products(canvasElement).length > 0 && products(canvasElement).every((code) => code === 'mbuster')).toBe(true), wait);
  },
};

/** A year, then a billing month of it: the month's charges only (the date filter in the address). */
export const FilterByMonth: Story = {
  args: { path: '/console/payment?year=2026' },
  play: async ({ canvasElement }) => {
    await historyTable(canvasElement);
    await waitFor(() => expect(months(canvasElement).length > 0 && months(canvasElement).every((month) => month.startsWith('2026-'))).toBe(true), wait);
    const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 9, 1)));
    await chooseFilter(canvasElement, 2, monthName);
    await waitFor(() => expect(location(canvasElement).searchParams.get('date')).toBe('2026-10-01'), wait);
    await waitFor(() => expect(months(canvasElement).length > 0 && months(canvasElement).every((month) => month === '2026-10')).toBe(true), wait);
  },
};

/** NetFUNNEL's last payment failed: the notice says until when it is retried and offers another card. */
export const PaymentFailedInGrace: Story = {
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement }) => {
    const section = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-section="failed-payments"]');
      if (!found) throw new Error('no failed payments yet');
      return found;
    }, wait);
    await expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(section).getByRole('button')).toBeVisible();
    const table = await historyTable(canvasElement);
    await waitFor(() => expect(table.querySelector('[data-status="Failed"]')).not.toBeNull(), wait);
  },
};

async function payWith(canvasElement: HTMLElement, cardName: string): Promise<HTMLElement> {
  const section = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('[data-section="failed-payments"]');
    if (!found) throw new Error('no failed payments yet');
    return found;
  }, wait);
  await userEvent.click(within(section).getByRole('button'));
  const dialog = await body.findByRole('dialog', {}, wait);
  const select = await waitFor(() => {
    const found = dialog.querySelector('select');
    if (!found) throw new Error('no card select yet');
    return found;
  }, wait);
  await chooseOption(select, new RegExp(cardName));
  await waitFor(() => expect(chosenText(select)).toContain(cardName), wait);
  const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) throw new Error('no pay button');
  await userEvent.click(submit);
  return dialog;
}

/** Replacing the declined card: the charge is paid with the backup card, the notice goes, the row reads Paid. */
export const RetryWithAnotherCard: Story = {
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement, loaded }) => {
    await payWith(canvasElement, 'Backup Mastercard');
    // The payment and the refetch of everything it changes can be slow on a busy machine.
    await toastGone(await toast('success', 30000));
    await waitFor(() => expect(canvasElement.querySelector('[data-section="failed-payments"]')).toBeNull(), wait);
    const table = await historyTable(canvasElement);
    await waitFor(() => expect(table.querySelector('[data-status="Failed"]')).toBeNull(), wait);
    const netfunnel = world(loaded).data.subscriptions.find((sub) => sub.id === SEED.subscriptions.netfunnel);
    await expect(netfunnel?.cardId).toBe(SEED.cards.backup);
    await expect(netfunnel?.state).toBe('ACTIVE');
  },
};

/** Paying again with the declined card: the spec's payment-failure message in the dialog; still owed. */
export const RetryDeclined: Story = {
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement }) => {
    const dialog = await payWith(canvasElement, 'Corporate Visa');
    const alert = await within(dialog).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(errorMessages.PAYMENT_FAILED));
    await expect(canvasElement.querySelector('[data-section="failed-payments"]')).not.toBeNull();
  },
};

/** A paid charge's receipt: product, period, method and amount, with a print button. */
export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const table = await historyTable(canvasElement);
    await waitFor(() => expect(table.querySelector('[data-status="Paid"]')).not.toBeNull(), wait);
    const row = bodyRows(table).find((candidate) => candidate.querySelector('[data-status="Paid"]'));
    if (!row) throw new Error('no paid row');
    await userEvent.click(within(row).getByRole('button'));
    await userEvent.click((await within(await body.findByRole('menu', {}, wait)).findAllByRole('menuitem'))[0] as HTMLElement);
    const dialog = await body.findByRole('dialog', {}, wait);
    const receipt = dialog.querySelector<HTMLElement>('[data-receipt]');
    await expect(receipt?.dataset.receipt).toBeTruthy();
    await expect(receipt?.textContent).toMatch(/USD/);
    await expect(within(dialog).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  },
};

async function openReceiptEmail(canvasElement: HTMLElement): Promise<HTMLElement> {
  const item = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>(`[data-subscription="${SEED.subscriptions.netfunnel}"]`);
    if (!found?.querySelector('button:not([disabled])')) throw new Error('no receipt e-mail yet');
    return found;
  }, wait);
  await waitFor(() => expect(item.querySelector('[data-receipt-email]')).toHaveTextContent(SEED.ownerEmail), wait);
  await userEvent.click(within(item).getByRole('button'));
  return body.findByRole('dialog', {}, wait);
}

/** Changing where NetFUNNEL's receipts go: saved, a toast, the new address in the list. */
export const ChangeReceiptEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReceiptEmail(canvasElement);
    const input = within(dialog).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'billing@acme-retail.example', { delay: null });
    await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await toastGone(await toast('success'));
    const item = canvasElement.querySelector<HTMLElement>(`[data-subscription="${SEED.subscriptions.netfunnel}"]`);
    await waitFor(() => expect(item?.querySelector('[data-receipt-email]')).toHaveTextContent('billing@acme-retail.example'), wait);
  },
};

/** A malformed address is refused before sending, with the spec's e-mail message; the typing stays. */
export const ReceiptEmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReceiptEmail(canvasElement);
    const input = within(dialog).getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'billing-at-acme', { delay: null });
    await userEvent.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'), wait);
    await expect(input).toHaveValue('billing-at-acme');
    await expect(dialog.textContent).toContain(i18n._(errorMessages.EMAIL_INVALID));
  },
};

/** The overview is on its way: a busy skeleton, announced. */
export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['billing.overview'])] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] [role="status"]')).not.toBeNull(), wait);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The overview's call failed: the error with its retry, and no history. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['billing.overview'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(errorMessages.GENERIC));
    await expect(within(alert).getByRole('button')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['billing.overview']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['billing.overview'],
      recovered: async () => {
        const table = await historyTable(canvasElement);
        await waitFor(() => expect(bodyRows(table)).toHaveLength(10), wait);
      },
    }),
};

/** Mobile (mobile_sm): filters stacked, a card per charge; the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    // A card per charge, its receipt in the card's menu.
    const cards = await cardCount(canvasElement, 10);
    await expect(cards.some((card) => within(card).queryByRole('button') !== null)).toBe(true);
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Tablet (tablet_md). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await cardCount(canvasElement, 10);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
