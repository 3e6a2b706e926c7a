/**
 * Billing defects of issue 6, one test each, through the handlers. Each was written before the billing engine
 * (mocks/world/rules/billing.ts) and failed against the old per-operation charges.
 *
 * Prices: NetFUNNEL Small $300, Medium $1,200, Large $4,000; Bot Manager Small $250; mBuster Small $200.
 * November 2026 has 30 days = 720 billed hours; December 744.
 */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { data, get, must, post, put, startMockServer, world } from './helpers';

startMockServer();

interface Payment {
  paymentId: string;
  paymentDate: string;
  usageStartDate: string;
  usageEndDate: string;
  planName: string;
  amount: { amount: number };
  status: string;
}

async function payments(subscriptionId: string): Promise<Payment[]> {
  return data<{ content: Payment[] }>(await get(`/v2/subscription/${subscriptionId}/payments?pageNum=0&pageSize=100`)).content;
}

/** The total charged for usage in a month `YYYY-MM`, in dollars (cents summed to avoid float noise). */
async function billedFor(subscriptionId: string, month: string): Promise<number> {
  const cents = (await payments(subscriptionId))
    .filter((p) => p.usageStartDate.startsWith(month))
    .reduce((sum, p) => sum + Math.round(p.amount.amount * 100), 0);
  return cents / 100;
}

async function overview(query = '') {
  return data<{
    currentMonthTotal: { amount: number };
    unpaidTotal: { amount: number };
    invoices: Array<{ invoiceId: string; paymentDate: string; amount: { amount: number }; overageAmount: { amount: number }; status: string; billingMonth: string }>;
  }>(await get(`/v2/billing/overview${query}`));
}

const setClock = (at: string) => currentWorld().clock.set(at);
const nfTenant = () => must(currentWorld().data.tenants.find((t) => t.productCode === 'netfunnel'));

describe('billing defects', () => {
  it('a paid plan bought mid-month is billed once for the hours it ran, not a part at once and the full month again', async () => {
    world({ scenario: 'noSubscriptions', now: '2026-11-16T03:00:00Z' });
    const { subscriptionId } = data<{ subscriptionId: string }>(await post('/v2/subscription', { planCode: 'NF_SMALL' }));
    setClock('2026-12-06T00:00:00Z');
    // 16 Nov 03:00 -> 1 Dec 00:00 = 357 of 720 hours of $300: 30000 - floor(30000 * 363 / 720) = 14875 cents.
    expect(await billedFor(subscriptionId, '2026-11')).toBe(148.75);
    expect(await payments(subscriptionId)).toHaveLength(1);
  });

  it('an upgrade mid-month bills each hour once, at the price in force (about $2,600, not $1,400 + $4,000)', async () => {
    world(); // 2026-11-16T03:00Z
    expect((await put('/v2/subscription/sub-nf/plan', { planCode: 'NF_LARGE', agreement: true })).status).toBe(200);
    setClock('2026-12-06T00:00:00Z');
    // Medium hours [0, 363): 60500 cents; Large hours [363, 720): 400000 - 201666 = 198334 cents.
    expect(await billedFor('sub-nf', '2026-11')).toBe(2588.34);
  });

  it('a downgrade applies from the payment date: the month before is billed at the old plan', async () => {
    world();
    expect((await put('/v2/subscription/sub-nf/plan', { planCode: 'NF_SMALL', agreement: true })).status).toBe(200);
    setClock('2026-12-06T00:00:00Z');
    expect(await billedFor('sub-nf', '2026-11')).toBe(1200);
    setClock('2027-01-06T00:00:00Z');
    // December: Medium 1-4 Dec (96 of 744 hours) = 15483 cents, Small from 5 Dec = 30000 - 3870 = 26130 cents.
    expect(await billedFor('sub-nf', '2026-12')).toBe(416.13);
  });

  it('a cancellation scheduled inside the minimum period bills its last month', async () => {
    world({ scenario: 'noSubscriptions', now: '2026-10-20T03:00:00Z' });
    const { subscriptionId } = data<{ subscriptionId: string }>(await post('/v2/subscription', { planCode: 'MB_SMALL' }));
    setClock('2026-11-10T03:00:00Z');
    expect(data(await post(`/v2/subscription/${subscriptionId}/cancel`, {}))).toMatchObject({ immediate: false, endDate: '2026-11-17T03:00:00.000Z' });
    setClock('2026-12-06T00:00:00Z');
    // 1 Nov 00:00 -> 17 Nov 03:00 = 387 hours of $200 in a 720-hour month = 10750 cents.
    expect(await billedFor(subscriptionId, '2026-11')).toBe(107.5);
    // October: 20 Oct 03:00 -> 1 Nov = 12 days - 3 h = 285 of 744 hours = 20000 - floor(20000 * 459 / 744) = 7662 cents.
    expect(await billedFor(subscriptionId, '2026-10')).toBe(76.62);
  });

  it('an immediate cancel bills up to that point on the next payment day, and the charge does not stay Pending', async () => {
    world();
    expect(data(await post('/v2/subscription/sub-nf/cancel', {}))).toMatchObject({ immediate: true });
    const [final] = await payments('sub-nf');
    expect(final).toMatchObject({ status: 'Pending', amount: { amount: 605 }, paymentDate: '2026-12-05T00:00:00.000Z' });
    setClock('2026-12-06T00:00:00Z');
    expect((await payments('sub-nf'))[0]).toMatchObject({ paymentId: must(final).paymentId, status: 'Paid' });
    expect((await overview()).unpaidTotal.amount).toBe(0);
  });

  it('bills started hours: up to 60 minutes counts as one hour', async () => {
    world({ scenario: 'noSubscriptions', now: '2026-11-02T10:20:00Z' });
    const { subscriptionId } = data<{ subscriptionId: string }>(await post('/v2/subscription', { planCode: 'NF_SMALL' }));
    setClock('2026-12-06T00:00:00Z');
    // From hour 34 (2 Nov 10:00, the started hour counts) to 720: 30000 - floor(30000 * 34 / 720) = 28584 cents.
    expect(await billedFor(subscriptionId, '2026-11')).toBe(285.84);
  });

  it('the overview keeps a payment\'s own date (a retry paid on 6 Nov is not shown as 5 Nov)', async () => {
    world({ scenario: 'paymentFailedInGrace', now: '2026-11-06T09:00:00Z' });
    const [failed] = data<Array<{ paymentId: string }>>(await get('/v2/billing/failed-payments'));
    expect(data(await post(`/v2/billing/failed-payments/${must(failed).paymentId}/retry`, { cardId: 'card-2' }))).toMatchObject({ status: 'Paid' });
    const invoice = must((await overview()).invoices.find((i) => i.invoiceId === must(failed).paymentId));
    expect(invoice).toMatchObject({ status: 'Paid', paymentDate: '2026-11-06T09:00:00.000Z' });
  });

  it('the current-month total follows proration, plan changes, scheduled ends and overage', async () => {
    world();
    expect((await overview()).currentMonthTotal.amount).toBe(1650); // 1,200 + 250 + 200, all full months
    await put('/v2/subscription/sub-nf/plan', { planCode: 'NF_LARGE', agreement: true });
    expect((await overview()).currentMonthTotal.amount).toBe(3038.34); // 605 + 1,983.34 + 250 + 200
    nfTenant().usage.concurrentUsers = 21_000; // Large allows 20,000 concurrent users; $0.20 per user over
    expect((await overview()).currentMonthTotal.amount).toBe(3238.34);
  });

  it('overage on month-end usage is charged with the month', async () => {
    world();
    nfTenant().usage.concurrentUsers = 5_400; // Medium allows 5,000; $0.25 per user over
    setClock('2026-12-06T00:00:00Z');
    const invoice = must((await overview('?month=2026-11&productCode=netfunnel')).invoices[0]);
    expect(invoice).toMatchObject({ amount: { amount: 1200 }, overageAmount: { amount: 100 }, status: 'Paid' });
  });

  it('an invoice paid by tax statement (marketplace) is Unpaid until the marketplace settles it', async () => {
    world({ scenario: 'marketplacePlan' });
    setClock('2026-12-06T00:00:00Z');
    const invoice = () => overview('?month=2026-11&productCode=netfunnel').then((o) => must(o.invoices[0]));
    expect(await invoice()).toMatchObject({ status: 'Unpaid', amount: { amount: 1200 } });
    expect((await overview()).unpaidTotal.amount).toBe(1200);
    setClock('2026-12-31T00:00:00Z');
    expect(await invoice()).toMatchObject({ status: 'Paid' });
  });

  it('an ended subscription\'s tenant is stopping for about 10 minutes, then stopped', async () => {
    world();
    await post('/v2/subscription/sub-nf/cancel', {});
    const usage = async () => must(data<{ products: Array<{ productCode: string; tenantStatus: string }> }>(await get('/v2/tenant/usage')).products.find((p) => p.productCode === 'netfunnel'));
    expect((await usage()).tenantStatus).toBe('stopping');
    const list = async () => must(data<Array<{ productCode: string; state: string }>>(await get('/v2/organization/product-list')).find((p) => p.productCode === 'netfunnel'));
    expect((await list()).state).toBe('STOPPING');
    currentWorld().clock.advance(10 * 60_000);
    expect((await usage()).tenantStatus).toBe('stopped');
    expect((await list()).state).toBe('STOPPED');
  });

  it('a failed payment is retried during the 3-day grace period and recovers when the card works again', async () => {
    world({ now: '2026-11-30T12:00:00Z' });
    const card = must(currentWorld().data.cards.find((c) => c.id === 'card-1'));
    card.number = '4000000000000341'; // declined
    setClock('2026-12-05T00:10:00Z');
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'PAYMENT_FAILED' });
    card.number = '4111111111111111'; // the customer fixed the card
    setClock('2026-12-06T00:00:00Z'); // the first automatic retry
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'ACTIVE' });
    expect(data<unknown[]>(await get('/v2/billing/failed-payments'))).toHaveLength(0);
    expect((await payments('sub-nf'))[0]).toMatchObject({ status: 'Paid', paymentDate: '2026-12-06T00:00:00.000Z' });
  });
});
