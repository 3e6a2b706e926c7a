import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@lingui/core';
import { failure } from '@mocks/storybook';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { everyFailureRecovers, firstLoadFailure } from '@console/testing/failureStories';
import { RouterStory } from '@console/app/stories/RouterStory';
import { location, LocationProbe } from '@console/app/stories/location';

/**
 * A contract's detail and invoice through the real router and shell, on the mock world: every field of the
 * spec's contract, the invoice, print (the browser's print dialog, which also saves as PDF), an unknown id.
 */
const meta = {
  title: 'Pages/ContractDetail',
  component: RouterStory,
  parameters: { canvasPadding: false },
  args: { path: '/console/account/contract/ctr-sales-1', innerWrap: LocationProbe },
} satisfies Meta<typeof RouterStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 15000 };

async function contract(canvasElement: HTMLElement, id: string): Promise<HTMLElement> {
  await waitFor(() => expect(canvasElement.querySelector(`[data-contract="${id}"]`)).not.toBeNull(), wait);
  return canvasElement.querySelector<HTMLElement>(`[data-contract="${id}"]`) as HTMLElement;
}

/** The terms of the description list, in order. */
function terms(root: HTMLElement): number {
  return root.querySelectorAll('dl')[0]?.querySelectorAll('dt').length ?? 0;
}

/** The Bot Manager term contract through sales: a year prepaid by invoice, and its invoice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = await contract(canvasElement, 'ctr-sales-1');
    await expect(within(root).getByRole('heading', { level: 2 })).toHaveTextContent('Bot Manager Medium');
    await expect(root.querySelector('[data-contract-type="TERM"]')).not.toBeNull();
    // Service, plan, type, usage year, period, subscription start, payment date, amount, excess charges,
    // currency, payment method, prepayment, valid period, paid.
    await expect(terms(root)).toBe(14);
    await expect(root).toHaveTextContent(/9[,.\s\u00a0\u202f]?720/);
    await expect(root).toHaveTextContent('USD');
    // The invoice, with its lines and total.
    const invoice = within(root).getByRole('region', { name: /Invoice|청구서|請求書|Factura/ });
    await expect(within(invoice).getByRole('table')).toBeVisible();
    await expect(within(invoice).getAllByRole('row')).toHaveLength(4);
    await expect(invoice).toHaveTextContent('ctr-sales-1');
    await expect(invoice.querySelector('[data-tone="success"]')).not.toBeNull();
  },
};

/** A monthly renewal still running: the monthly amount, "ongoing" as its end, charged on the 5th. */
export const MonthlyRenewal: Story = {
  args: { path: '/console/account/contract/ctr-2' },
  play: async ({ canvasElement }) => {
    const root = await contract(canvasElement, 'ctr-2');
    await expect(root.querySelector('[data-contract-type="MONTHLY_RENEWAL"]')).not.toBeNull();
    await expect(root).toHaveTextContent(/1[,.\s\u00a0\u202f]?200/);
    await expect(root).toHaveTextContent('5');
    await expect(terms(root)).toBe(14);
  },
};

/** A spot week: its ticket count, prepaid by card. */
export const Spot: Story = {
  args: { path: '/console/account/contract/ctr-spot-1' },
  play: async ({ canvasElement }) => {
    const root = await contract(canvasElement, 'ctr-spot-1');
    await expect(root.querySelector('[data-contract-type="SPOT"]')).not.toBeNull();
    // The spot count comes on top of the fourteen fields.
    await expect(terms(root)).toBe(15);
  },
};

/** A free trial: nothing to pay. */
export const FreeTrial: Story = {
  args: { path: '/console/account/contract/ctr-3' },
  play: async ({ canvasElement }) => {
    const root = await contract(canvasElement, 'ctr-3');
    await expect(root.querySelector('[data-contract-type="FREE_TRIAL"]')).not.toBeNull();
    await expect(root).toHaveTextContent(/0[.,]00/);
  },
};

/** Print opens the browser's print dialog (its "Save as PDF" is the download); the print stylesheet prints the invoice alone. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const root = await contract(canvasElement, 'ctr-sales-1');
    const original = window.print;
    const print = fn();
    window.print = print;
    try {
      const button = root.querySelector<HTMLElement>('[data-action="print"]');
      if (!button) throw new Error('no print button');
      await userEvent.click(button);
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = original;
    }
    await expect(root.querySelector('[data-print-root]')).not.toBeNull();
  },
};

/** Opened from the list: the service link leads to the contract. */
export const OpenFromList: Story = {
  args: { path: '/console/account/contract?year=2024' },
  parameters: { screenshot: { samePictureBecause: 'It ends on the Default contract, reached from the list.' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {}, wait);
    const row = await waitFor(() => {
      const found = within(table).getAllByRole('row').find((candidate) => candidate.querySelector('[data-contract-type="TERM"]'));
      if (!found) throw new Error('no term row yet');
      return found;
    }, wait);
    await waitFor(() => expect(table.querySelector('[data-detail-pending]')).toBeNull(), wait);
    await userEvent.click(within(row).getByRole('link'));
    await contract(canvasElement, 'ctr-sales-1');
    await expect(location(canvasElement).pathname).toMatch(/\/console\/account\/contract\/ctr-sales-1$/);
  },
};

/** An id that does not exist: said plainly, with the way back to the list. */
export const UnknownId: Story = {
  args: { path: '/console/account/contract/ctr-does-not-exist' },
  play: async ({ canvasElement }) => {
    const root = await contract(canvasElement, 'not-found');
    await expect(root).toHaveTextContent('ctr-does-not-exist');
    // The way back leads to the list (the picture keeps the message).
    const back = within(within(root).getByRole('note')).getByRole('link');
    await expect(back).toHaveAttribute('href', expect.stringMatching(/\/console\/account\/contract(\?|$)/));
  },
};

export const Loading: Story = {
  parameters: { world: { failures: [failure('loading', ['contracts.detail'])] } },
  play: async ({ canvasElement }) => {
    // The account area's navigation is there, the contracts page current, while the detail loads under it.
    await waitFor(() => expect(canvasElement.querySelector('nav a[aria-current="page"][href$="/console/account/contract"]')).not.toBeNull(), wait);
    await waitFor(() => expect(canvasElement.querySelector('main [aria-busy="true"]')).not.toBeNull(), wait);
  },
};

/** The contract's call failed: the error with its retry, and no contract. */
export const LoadFailed: Story = {
  parameters: { world: { failures: [failure('status500', ['contracts.detail'])] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent(i18n._(genericErrorMessage));
    await expect(within(alert).getByRole('button', { name: /^(Try again|다시 시도|再試行|Volver a intentar)$/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-contract]')).toBeNull();
  },
};

/** A 500, no answer, then a body that is not JSON: each shows the error with its retry, and retry recovers. */
export const EveryFailureRecovers: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { world: { failures: firstLoadFailure(['contracts.detail']) }, screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    everyFailureRecovers({
      canvasElement,
      loaded,
      operations: ['contracts.detail'],
      recovered: async () => void (await contract(canvasElement, 'ctr-sales-1')),
    }),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile_sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await contract(canvasElement, 'ctr-sales-1');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet_md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await contract(canvasElement, 'ctr-sales-1');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
