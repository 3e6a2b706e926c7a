import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { chooseOption } from '@console/testing/selectSteps';
import { RouterStory } from '@console/app/stories/RouterStory';
import { location, LocationProbe } from '@console/app/stories/location';

/**
 * The contract list through the real router and shell, on the mock world: 13 contracts of all five types
 * from 2023 to 2026 (console subscriptions, spot weeks, a term contract and a monthly term contract through
 * sales), year and service filters and the page in the address.
 */
const meta = {
  title: 'Pages/Contracts',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/account/contract', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const wait = { timeout: 15000 };

async function contractTable(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByRole('table', {}, wait);
}

function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

async function rowCount(canvasElement: HTMLElement, count: number): Promise<HTMLElement[]> {
  const table = await contractTable(canvasElement);
  await waitFor(() => expect(bodyRows(table)).toHaveLength(count), wait);
  return bodyRows(table);
}

/** On a narrow screen the table is a list of cards: waits for `count` of them. */
async function cardCount(canvasElement: HTMLElement, count: number): Promise<HTMLElement[]> {
  const cards = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-layout="cards"] [role="list"] > li')];
  await waitFor(() => expect(cards()).toHaveLength(count), wait);
  return cards();
}

function typesOf(rows: HTMLElement[]): string[] {
  return rows.map((row) => row.querySelector<HTMLElement>('[data-contract-type]')?.dataset.contractType ?? '');
}

/** The filter's select: 0 is the year, 1 the service. */
function filterSelect(canvasElement: HTMLElement, index: number): HTMLSelectElement {
  const select = within(canvasElement).getByRole('search').querySelectorAll('select')[index];
  if (!select) throw new Error(`no filter ${index}`);
  return select;
}

async function choose(canvasElement: HTMLElement, filter: number, option: RegExp | string): Promise<void> {
  await chooseOption(filterSelect(canvasElement, filter), option);
}

function pagination(canvasElement: HTMLElement): HTMLElement {
  const nav = canvasElement.querySelector<HTMLElement>('section nav');
  if (!nav) throw new Error('no pagination');
  return nav;
}

/** The newest ten of 13 contracts, every column filled from the one list call. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowCount(canvasElement, 10);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('13');
    // Each row opens its contract.
    const link = within(rows[0] as HTMLElement).getByRole('link');
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/console\/account\/contract\/ctr-5$/));
    await expect(rows[0]).toHaveTextContent('mBuster');
    await expect(rows[0]).toHaveTextContent('USD');
    await expect(rows[0]).toHaveTextContent(/Card|카드|カード|Tarjeta/);
    await expect(typesOf(rows)).toEqual(expect.arrayContaining(['MONTHLY_RENEWAL', 'FREE_TRIAL', 'SPOT', 'MONTHLY_RENEWAL_TERM']));
    await expect(within(pagination(canvasElement)).getAllByRole('button').length).toBeGreaterThan(1);
    // The account area's navigation marks the contracts page current.
    await expect(canvasElement.querySelector('nav a[aria-current="page"][href$="/console/account/contract"]')).not.toBeNull();
  },
};

/** Choosing a year keeps it in the address on page 0 and lists the contracts in force that year. */
export const FilterByYear: Story = {
  play: async ({ canvasElement }) => {
    await rowCount(canvasElement, 10);
    await choose(canvasElement, 0, '2026');
    await waitFor(() => expect(location(canvasElement).searchParams.get('year')).toBe('2026'), wait);
    await expect(location(canvasElement).searchParams.get('page')).toBe('0');
    const rows = await rowCount(canvasElement, 5);
    for (const row of rows) await expect(row).toHaveTextContent('2026');
  },
};

/** Choosing a service lists only its contracts. */
export const FilterByProduct: Story = {
  play: async ({ canvasElement }) => {
    await rowCount(canvasElement, 10);
    await choose(canvasElement, 1, 'NetFUNNEL');
    await waitFor(() => expect(location(canvasElement).searchParams.get('product')).toBe('netfunnel'), wait);
    const rows = await rowCount(canvasElement, 7);
    for (const row of rows) await expect(row).toHaveTextContent('NetFUNNEL');
  },
};

/** Paging through contracts: the page is in the address; the second page has the last three. */
export const PageThroughContracts: Story = {
  play: async ({ canvasElement }) => {
    await rowCount(canvasElement, 10);
    const next = within(pagination(canvasElement)).getAllByRole('button').at(-1);
    if (!next) throw new Error('no next-page button');
    await userEvent.click(next);
    await waitFor(() => expect(location(canvasElement).searchParams.get('page')).toBe('1'), wait);
    const rows = await rowCount(canvasElement, 3);
    await expect(pagination(canvasElement).querySelector('[aria-current="page"]')).toHaveTextContent('2');
    // The oldest contract, through sales: a term contract.
    await expect(typesOf(rows)).toContain('TERM');
  },
};

/** On the second page, a new year goes back to the first page (spec section 4). */
export const YearChangeResetsPage: Story = {
  args: { path: '/console/account/contract?page=1' },
  play: async ({ canvasElement }) => {
    await rowCount(canvasElement, 3);
    await choose(canvasElement, 0, '2025');
    await waitFor(() => expect(location(canvasElement).searchParams.get('year')).toBe('2025'), wait);
    await expect(location(canvasElement).searchParams.get('page')).toBe('0');
    const table = await contractTable(canvasElement);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), wait);
    for (const row of bodyRows(table)) await expect(row).toHaveTextContent('2025');
  },
};

/** 2024 had one contract of each of the five types. */
export const EachContractType: Story = {
  args: { path: '/console/account/contract?year=2024' },
  play: async ({ canvasElement }) => {
    const rows = await rowCount(canvasElement, 5);
    await expect([...typesOf(rows)].sort()).toEqual(['FREE_TRIAL', 'MONTHLY_RENEWAL', 'MONTHLY_RENEWAL_TERM', 'SPOT', 'TERM']);
    // The term contract is paid by invoice and prepaid.
    const term = rows.find((row) => row.querySelector('[data-contract-type="TERM"]'));
    if (!term) throw new Error('no term contract');
    await expect(term).toHaveTextContent(/9[,.\s\u00a0\u202f]?720/);
    await expect(term).toHaveTextContent(/Invoice|청구서|請求書|Factura/);
  },
};

/** A failed payment in its grace period: the running NetFUNNEL contract is not paid. */
export const NotPaid: Story = {
  parameters: { world: { scenario: 'paymentFailedInGrace' } },
  play: async ({ canvasElement }) => {
    const rows = await rowCount(canvasElement, 10);
    await waitFor(() => expect(rows.some((row) => row.querySelector('[data-tone="warning"]'))).toBe(true), wait);
  },
};

/** Nothing subscribed yet: the empty state. */
export const Empty: Story = {
  parameters: { world: { scenario: 'noSubscriptions' } },
  play: async ({ canvasElement }) => {
    const table = await contractTable(canvasElement);
    await waitFor(() => expect(within(table).getByRole('heading', { level: 3 })).toBeVisible(), wait);
    await expect(canvasElement.querySelector('section nav')).toBeNull();
  },
};

/** A member sees the organisation's contracts too (an account tab, not an owner-only area). */
export const Member: Story = {
  parameters: {
    world: { scenario: 'memberOperatorOnly' },
    screenshot: { samePictureBecause: "A member sees the organisation's contracts exactly as the owner does." },
  },
  play: async ({ canvasElement }) => {
    await rowCount(canvasElement, 10);
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['contracts.list'])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('search', {}, wait)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('section [aria-busy="true"]')).not.toBeNull(), wait);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The list's call failed: the error with its retry, and no table. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['contracts.list'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(alert).getByRole('button', { name: /^(Try again|다시 시도|再試行|Volver a intentar)$/ })).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['contracts.list']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({ canvasElement, loaded, operations: ['contracts.list'], recovered: async () => void (await rowCount(canvasElement, 10)) }),
};

/** Mobile: filters stacked; a card per contract (the service as its title), nothing squeezed. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    // A card per contract: nothing squeezed, the amount and the payment status each on one line.
    const cards = await cardCount(canvasElement, 10);
    await expect(typesOf(cards).filter(Boolean)).toHaveLength(10);
    await expect(window.innerWidth).toBeLessThan(576);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await cardCount(canvasElement, 10);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
