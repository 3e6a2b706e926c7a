/** Plan and subscription rules, through the handlers (accepted and rejected cases). */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { endedAt, restart } from '../world/rewrite';
import { call, data, get, post, put, startMockServer, world , must} from './helpers';

startMockServer();

const MIN = 60_000;

const change = (planCode: string, id = 'sub-nf', agreement: boolean = true) => put(`/v2/subscription/${id}/plan`, { planCode, agreement });
const cancel = (id = 'sub-nf') => post(`/v2/subscription/${id}/cancel`, {});
const detail = async (id = 'sub-nf') => data<Record<string, unknown>>(await get(`/v2/subscription/${id}`));
const code = (r: { body: { errorCode?: string } }) => r.body.errorCode;
/** mBuster as if subscribed on 1 Nov (inside its minimum period on the 16th). */
const mbFromNovember = () => {
  const sub = must(currentWorld().data.subscriptions.find((s) => s.id === 'sub-mb'));
  restart(currentWorld(), sub, 'MB_SMALL', new Date('2026-11-01T00:00:00Z'));
};

describe('plan change', () => {
  it('upgrades immediately, prorated by the hour, added to the month\'s charge', async () => {
    world(); // 2026-11-16T03:00: 357 of 720 hours left
    const before = currentWorld().data.payments.length;
    const r = data<Record<string, unknown>>(await change('NF_LARGE'));
    // Large minus Medium for hours [363, 720): (400000 - 201666) - (120000 - 60500) = 138834 cents.
    expect(r).toMatchObject({ kind: 'UPGRADE', planCode: 'NF_LARGE', proratedAmount: { amount: 1388.34, currency: 'USD' } });
    expect(r.effectiveDate).toBe('2026-11-16T03:00:00.000Z');
    expect(await detail()).toMatchObject({ planCode: 'NF_LARGE', originalPlanCode: 'NF_MEDIUM', state: 'ACTIVE', expectedPrice: { amount: 2588.34 } });
    expect(currentWorld().data.payments).toHaveLength(before); // nothing charged now: the month is billed on 5 Dec
  });

  it('downgrades from the next payment date', async () => {
    world();
    const r = data<Record<string, unknown>>(await change('NF_SMALL'));
    expect(r).toMatchObject({ kind: 'DOWNGRADE', proratedAmount: null, effectiveDate: '2026-12-05T00:00:00.000Z' });
    expect(await detail()).toMatchObject({ planCode: 'NF_MEDIUM', plannedChange: { planCode: 'NF_SMALL', effectiveDate: '2026-12-05T00:00:00.000Z' } });
    currentWorld().clock.set('2026-12-04T23:59:00Z');
    expect((await detail()).planCode).toBe('NF_MEDIUM');
    currentWorld().clock.set('2026-12-05T00:00:00Z');
    expect(await detail()).toMatchObject({ planCode: 'NF_SMALL', plannedChange: null });
  });

  it('lets a planned change be cancelled from the day after the request, not the same day', async () => {
    world();
    expect(code(await call('delete', '/v2/subscription/sub-nf/plan/planned'))).toBe('PLANNED_CHANGE_NOT_FOUND');
    await change('NF_SMALL');
    currentWorld().clock.set('2026-11-16T23:59:59Z');
    expect(code(await call('delete', '/v2/subscription/sub-nf/plan/planned'))).toBe('PLANNED_CHANGE_SAME_DAY');
    currentWorld().clock.set('2026-11-17T00:00:00Z');
    expect((await call('delete', '/v2/subscription/sub-nf/plan/planned')).status).toBe(200);
    expect((await detail()).plannedChange).toBeNull();
  });

  it('allows one change or cancel per UTC day', async () => {
    world();
    expect((await change('NF_LARGE')).status).toBe(200);
    const again = await change('NF_MEDIUM');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'PLAN_CHANGE_ONCE_PER_DAY', message: 'Subscription cancellations and plan changes are limited to once per day (UTC).' });
    expect(code(await cancel())).toBe('PLAN_CHANGE_ONCE_PER_DAY');
    currentWorld().clock.set('2026-11-17T00:00:00Z');
    expect((await change('NF_MEDIUM')).status).toBe(200);
  });

  it('refuses changes and cancels on the payment day (UTC)', async () => {
    world({ now: '2026-12-05T10:00:00Z' });
    const r = await change('NF_LARGE');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Subscription cancellations and plan changes are not possible on the payment date (UTC).');
    expect(code(await cancel())).toBe('PLAN_CHANGE_PAYMENT_DAY');
    currentWorld().clock.set('2026-12-06T00:00:00Z');
    expect((await change('NF_LARGE')).status).toBe(200);
  });

  it('is blocked while the tenant is configuring (pending/none) and when it failed', async () => {
    world({ scenario: 'tenantConfiguring' });
    expect(code(await change('NF_LARGE'))).toBe('PLAN_CHANGE_TENANT_CONFIGURING');
    currentWorld().clock.advance(7 * MIN); // ~10 minutes after configuration started
    expect((await change('NF_LARGE')).status).toBe(200);

    world();
    must(currentWorld().data.tenants.find((t) => t.productCode === 'netfunnel')).tenantStatus = 'none';
    expect(code(await change('NF_LARGE'))).toBe('PLAN_CHANGE_TENANT_CONFIGURING');

    world({ scenario: 'tenantFailed' });
    const failed = await change('NF_LARGE');
    expect(failed.body).toMatchObject({ errorCode: 'TENANT_FAILED', message: "You've failed to configure the service. Please contact customer support." });
  });

  it('blocks a downgrade when usage, members or rooms exceed the lower plan', async () => {
    const nfTenant = () => must(currentWorld().data.tenants.find((t) => t.productCode === 'netfunnel'));
    world();
    nfTenant().usage.concurrentUsers = 1_001; // Small: 1,000
    const r = await change('NF_SMALL');
    expect(r.body).toMatchObject({ errorCode: 'DOWNGRADE_LIMIT_EXCEEDED', details: { exceeded: 'concurrentUsers' } });

    world();
    nfTenant().usage.monitoredUsers = 20_001; // Small: 20,000
    expect((await change('NF_SMALL')).body.details).toEqual({ exceeded: 'monitoredUsers' });

    world();
    nfTenant().usage.rooms = 11; // Small: 10 rooms
    expect((await change('NF_SMALL')).body.details).toEqual({ exceeded: 'rooms' });

    world();
    for (const m of currentWorld().data.members.filter((x) => !x.isOwner && x.status === 'Active')) m.roles.netfunnel = { role: 'OPERATOR', domains: [] };
    must(currentWorld().data.members.find((x) => x.email.startsWith('hana'))).roles.netfunnel = { role: 'OPERATOR', domains: [] };
    expect((await change('NF_SMALL')).body.details).toEqual({ exceeded: 'members' }); // 4 role holders > 3

    world();
    expect((await change('NF_SMALL')).status).toBe(200); // 800 / 15,000 / 6 rooms / 2 members fit Small
  });

  it('changes marketplace plans only in the marketplace', async () => {
    world({ scenario: 'marketplacePlan' });
    expect(code(await change('NF_LARGE'))).toBe('MARKETPLACE_PLAN');
    expect(code(await cancel())).toBe('MARKETPLACE_PLAN');
    expect((await detail()).channel).toBe('AWS_MARKETPLACE');
    expect((await change('BM_MEDIUM', 'sub-bm')).status).toBe(200);
  });

  it('sends Enterprise (and the free tier) through sales, and needs the agreement', async () => {
    world();
    expect(code(await change('NF_ENTERPRISE'))).toBe('ENTERPRISE_VIA_SALES');
    expect(code(await change('NF_FREETRIAL'))).toBe('DOWNGRADE_VIA_SALES');
    expect(code(await change('NF_LARGE', 'sub-nf', false))).toBe('PLAN_AGREEMENT_REQUIRED');
    expect(code(await change('NF_MEDIUM'))).toBe('PLAN_CHANGE_SAME_PLAN');
    world({ scenario: 'noSubscriptions' });
    expect(code(await post('/v2/subscription', { planCode: 'NF_ENTERPRISE' }))).toBe('ENTERPRISE_VIA_SALES');
  });

  it('revokes a scheduled cancellation when the plan changes', async () => {
    world();
    mbFromNovember();
    expect(data(await cancel('sub-mb'))).toMatchObject({ immediate: false });
    currentWorld().clock.set('2026-11-17T03:00:00Z');
    const r = data<Record<string, unknown>>(await change('MB_MEDIUM', 'sub-mb'));
    expect(r).toMatchObject({ kind: 'UPGRADE', cancellationRevoked: true });
    expect(await detail('sub-mb')).toMatchObject({ state: 'ACTIVE', endDate: null, dataDeletionDate: null });
  });

  it('cancels a planned change when the subscription is cancelled', async () => {
    world();
    await change('NF_SMALL');
    currentWorld().clock.set('2026-11-17T03:00:00Z');
    const r = data<Record<string, unknown>>(await cancel());
    expect(r).toMatchObject({ plannedChangeCancelled: true, immediate: true });
    expect((await detail()).plannedChange).toBeNull();
  });

  it('refuses edits once the plan has expired, and members without permission', async () => {
    world();
    await cancel();
    currentWorld().clock.set('2026-11-17T03:00:00Z');
    expect(code(await change('NF_LARGE'))).toBe('PLAN_EXPIRED_EDIT');
    world({ scenario: 'memberOperatorOnly' });
    expect((await change('NF_LARGE')).status).toBe(403);
  });
});

describe('cancellation', () => {
  it('is scheduled (not immediate) within the 28-day minimum period, and can be reverted', async () => {
    world();
    mbFromNovember();
    const r = data<Record<string, unknown>>(await cancel('sub-mb'));
    expect(r).toMatchObject({ immediate: false, endDate: '2026-11-29T00:00:00.000Z', dataDeletionDate: '2026-12-27T00:00:00.000Z' });
    expect((await detail('sub-mb')).state).toBe('CANCEL_SCHEDULED');
    expect(code(await cancel('sub-mb'))).toBe('SUBSCRIPTION_ALREADY_CANCELLED');
    // Revert works any time, even on the same day as the cancel.
    expect((await call('delete', '/v2/subscription/sub-mb/cancel')).status).toBe(200);
    expect(await detail('sub-mb')).toMatchObject({ state: 'ACTIVE', endDate: null });
    expect(code(await call('delete', '/v2/subscription/sub-mb/cancel'))).toBe('CANCEL_NOT_SCHEDULED');
  });

  it('takes effect at the end of the minimum period when not reverted', async () => {
    world();
    mbFromNovember();
    await cancel('sub-mb');
    currentWorld().clock.set('2026-11-29T00:00:00Z');
    expect((await detail('sub-mb')).state).toBe('CANCELLED');
  });

  it('is immediate after the minimum period; data is kept 28 days, then deleted', async () => {
    world();
    const r = data<Record<string, unknown>>(await cancel());
    expect(r).toMatchObject({ immediate: true, endDate: '2026-11-16T03:00:00.000Z', dataDeletionDate: '2026-12-14T03:00:00.000Z' });
    const list = () => get('/v2/organization/product-list').then((x) => data<Array<Record<string, string>>>(x).find((p) => p.productCode === 'netfunnel'));
    expect(await list()).toMatchObject({ state: 'STOPPING', dataDeletionDate: '2026-12-14' });
    currentWorld().clock.advance(10 * MIN);
    expect(await list()).toMatchObject({ state: 'STOPPED', dataDeletionDate: '2026-12-14' });
    currentWorld().clock.set('2026-12-14T03:00:00Z');
    const usage = data<{ products: Array<Record<string, unknown>> }>(await get('/v2/tenant/usage'));
    expect(must(usage.products.find((p) => p.productCode === 'netfunnel')).tenantStatus).toBe('deleted');
    expect(await list()).toMatchObject({ state: 'NONE' });
  });

  it("keeps data for the product's own retention", async () => {
    world();
    // Every served product keeps 28 days; the engine reads each product's own number.
    must(currentWorld().data.products.find((p) => p.productCode === 'netfunnel')).dataRetentionDays = 60;
    expect(data(await cancel())).toMatchObject({ dataDeletionDate: '2027-01-15T03:00:00.000Z' });
  });

  it('blocks a restart for about 10 minutes, then restores the kept data', async () => {
    world();
    const tenantId = must(currentWorld().data.tenants.find((t) => t.productCode === 'netfunnel')).tenantId;
    await cancel();
    const blocked = await post('/v2/subscription', { planCode: 'NF_SMALL' });
    expect(blocked.body).toMatchObject({ errorCode: 'RESTART_BLOCKED', details: { availableAt: '2026-11-16T03:10:00.000Z' } });
    currentWorld().clock.advance(9 * MIN);
    expect(code(await post('/v2/subscription', { planCode: 'NF_SMALL' }))).toBe('RESTART_BLOCKED');
    currentWorld().clock.advance(MIN);
    expect(data(await post('/v2/subscription', { planCode: 'NF_SMALL' }))).toMatchObject({ productCode: 'netfunnel' });
    const t = must(data<{ products: Array<Record<string, unknown>> }>(await get('/v2/tenant/usage')).products.find((p) => p.productCode === 'netfunnel'));
    expect(t).toMatchObject({ tenantStatus: 'pending', tenantId });
  });
});

describe('subscribing', () => {
  it('starts a 14-day free trial once per product', async () => {
    world({ scenario: 'noSubscriptions' });
    const { subscriptionId } = data<{ subscriptionId: string }>(await post('/v2/subscription', { planCode: 'NF_FREETRIAL' }));
    expect(await detail(subscriptionId)).toMatchObject({ state: 'FREE_TRIAL', expirationDate: '2026-11-30T03:00:00.000Z' });
    expect(code(await post('/v2/subscription', { planCode: 'NF_SMALL' }))).toBe('SUBSCRIPTION_EXISTS');
    currentWorld().clock.set('2026-11-30T03:00:00Z');
    expect((await detail(subscriptionId)).state).toBe('EXPIRED');
    currentWorld().clock.advance(11 * MIN);
    expect(code(await post('/v2/subscription', { planCode: 'NF_FREETRIAL' }))).toBe('FREE_TRIAL_USED');
    const status = data<Array<Record<string, unknown>>>(await get('/v2/subscription/status'));
    expect(status.find((s) => s.productCode === 'netfunnel')).toMatchObject({ subscribed: false, freeTrialUsed: true, state: 'EXPIRED' });
  });

  it('needs a working card for a paid plan', async () => {
    world({ scenario: 'newUserEmptyName' }); // no cards
    expect(code(await post('/v2/subscription', { planCode: 'NF_SMALL' }))).toBe('CARD_REQUIRED');
    world({ scenario: 'noSubscriptions' });
    currentWorld().data.cards.forEach((c) => (c.number = '4000000000000341'));
    const r = await post('/v2/subscription', { planCode: 'NF_SMALL' });
    expect(r.status).toBe(402);
    expect(r.body.message).toBe('Your transaction is failed. Please try using a different payment method or contact your card issuer for assistance.');
    must(currentWorld().data.cards[1]).number = '5555555555554444';
    expect((await post('/v2/subscription', { planCode: 'NF_SMALL', cardId: 'card-2' })).status).toBe(200);
  });
});

describe('failed payment', () => {
  it('is listed with its 3-day grace period and can be retried with another card', async () => {
    world({ scenario: 'paymentFailedInGrace', now: '2026-11-06T09:00:00Z' });
    const [failed] = data<Array<Record<string, string>>>(await get('/v2/billing/failed-payments'));
    expect(failed).toMatchObject({ subscriptionId: 'sub-nf', failedDate: '2026-11-05T00:00:00.000Z', graceEndDate: '2026-11-08T00:00:00.000Z' });
    must(currentWorld().data.cards.find((c) => c.id === 'card-1')).number = '4000000000000341';
    expect((await post(`/v2/billing/failed-payments/${must(failed).paymentId}/retry`, {})).status).toBe(402);
    expect(data(await post(`/v2/billing/failed-payments/${must(failed).paymentId}/retry`, { cardId: 'card-2' }))).toMatchObject({ status: 'Paid' });
    expect((await detail()).state).toBe('ACTIVE');
    expect(data<unknown[]>(await get('/v2/billing/failed-payments'))).toHaveLength(0);
  });

  it('cancels automatically after the grace period', async () => {
    world({ scenario: 'paymentFailedInGrace', now: '2026-11-06T09:00:00Z' });
    currentWorld().clock.set('2026-11-08T00:00:00Z');
    expect((await detail()).state).toBe('CANCELLED');
  });

  it('cancels at once for a product without a grace period', async () => {
    world({ now: '2026-11-30T12:00:00Z' });
    must(currentWorld().data.products.find((p) => p.productCode === 'netfunnel')).paymentGraceDays = 0;
    must(currentWorld().data.cards.find((c) => c.id === 'card-1')).number = '4000000000000341';
    currentWorld().clock.set('2026-12-05T00:01:00Z');
    expect((await detail()).state).toBe('CANCELLED');
  });
});

describe('spot tickets', () => {
  function spotWorld() {
    const w = world(); // now 2026-11-16T03:00Z
    const s = must(w.data.subscriptions.find((x) => x.id === 'sub-nf'));
    endedAt(w, s, new Date('2026-11-15T12:00:00Z'), 'EXPIRED');
    s.spotTickets = 1;
    return w;
  }

  it('reserves 7 days from 00:00 of a date at least 2 days after the end', async () => {
    spotWorld();
    expect(data(await get('/v2/subscription/sub-nf/spot'))).toMatchObject({ remainingTickets: 1, earliestDate: '2026-11-17' });
    const early = await post('/v2/subscription/sub-nf/spot', { reservationDate: '2026-11-16' });
    expect(early.body).toMatchObject({ errorCode: 'SPOT_DATE_TOO_EARLY', details: { earliestDate: '2026-11-17' } });
    const r = data<Record<string, string>>(await post('/v2/subscription/sub-nf/spot', { reservationDate: '2026-11-17' }));
    expect(r).toMatchObject({ startDate: '2026-11-17T00:00:00.000Z', endDate: '2026-11-24T00:00:00.000Z', status: 'RESERVED' });
    expect(code(await post('/v2/subscription/sub-nf/spot', { reservationDate: '2026-12-01' }))).toBe('SPOT_NO_TICKETS');
  });

  it('counts the next window from the last reservation, and cancels a reservation not yet started', async () => {
    spotWorld();
    await post('/v2/subscription/sub-nf/extra', { quantity: 1 });
    const first = data<Record<string, string>>(await post('/v2/subscription/sub-nf/spot', { reservationDate: '2026-11-17' }));
    expect(data(await get('/v2/subscription/sub-nf/spot'))).toMatchObject({ earliestDate: '2026-11-26', remainingTickets: 1 });
    expect((await call('delete', `/v2/subscription/sub-nf/spot/${first.reservationId}`)).status).toBe(200);
    expect(data(await get('/v2/subscription/sub-nf/spot'))).toMatchObject({ remainingTickets: 2 });
    expect(code(await call('delete', `/v2/subscription/sub-nf/spot/${first.reservationId}`))).toBe('SPOT_NO_RESERVATION');
    const second = data<Record<string, string>>(await post('/v2/subscription/sub-nf/spot', { reservationDate: '2026-11-17' }));
    currentWorld().clock.set('2026-11-18T00:00:00Z');
    expect(code(await call('delete', `/v2/subscription/sub-nf/spot/${second.reservationId}`))).toBe('SPOT_NO_RESERVATION');
    expect(data(await get('/v2/subscription/sub-nf')).valueOf()).toMatchObject({ reservationDate: '2026-11-17T00:00:00.000Z' });
  });

  it('buys extra tickets at a quarter of the monthly price each, charged at once', async () => {
    spotWorld();
    expect(data(await post('/v2/subscription/sub-nf/extra', { quantity: 2 }))).toMatchObject({ remainingTickets: 3, amount: { amount: 600 } });
    expect(currentWorld().data.payments[0]).toMatchObject({ kind: 'SPOT', amountUsd: 600, status: 'Paid', paymentDate: '2026-11-16T03:00:00.000Z' });
  });
});

