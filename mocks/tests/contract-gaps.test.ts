/**
 * The data the remaining screens need (issue 6), through the handlers: usage per product, the bot-detection
 * domains, ownership transfer as a flow, the member-safe billing summary, contracts made by the operations and
 * three years of them, spot tickets consistent with the spec, the marketplace link.
 */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { SEED } from '../world/seed';
import { call, data, get, must, post, put, startMockServer, world } from './helpers';

startMockServer();

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const asUser = (userId: string) => {
  currentWorld().data.defaultUserId = userId;
};

describe('usage per product', () => {
  it('gives the billed metric against the plan, rooms, members, overage and the hourly refresh', async () => {
    world(); // 2026-11-16T03:00Z, NetFUNNEL Medium: 800 PCCU of 5,000
    const nf = data<Record<string, unknown>>(await get('/v2/tenant/usage/netfunnel'));
    expect(nf).toMatchObject({
      productCode: 'netfunnel',
      planCode: 'NF_MEDIUM',
      basis: 'CAPACITY',
      metrics: [
        { metric: 'PCCU', value: 800, limit: 5_000, billed: true },
        { metric: 'MAU', value: 15_000, limit: 100_000, billed: false },
      ],
      rooms: { value: 6, limit: 30 },
      members: { value: 3, limit: 10 }, // Lee, Park, and the pending invitation that will grant Operator
      overageUsers: 0,
      overageEstimate: { amount: 0 },
      lastUpdated: '2026-11-16T03:00:00.000Z',
      nextUpdate: '2026-11-16T04:00:00.000Z',
    });
    must(currentWorld().data.tenants.find((t) => t.productCode === 'netfunnel')).usage.concurrentUsers = 5_400;
    currentWorld().clock.advance(59 * MIN);
    expect(data(await get('/v2/tenant/usage/netfunnel'))).toMatchObject({ overageUsers: 400, overageEstimate: { amount: 100 }, lastUpdated: '2026-11-16T03:00:00.000Z' });
    const mb = data<Record<string, unknown>>(await get('/v2/tenant/usage/mbuster'));
    expect(mb).toMatchObject({ basis: 'METERED', metrics: [{ metric: 'MAU', billed: true, limit: 20_000 }, { metric: 'PCCU', billed: false }] });
    expect(data(await get('/v2/tenant/usage/botmanager'))).toMatchObject({ metrics: [{ metric: 'MWU', billed: true }, { metric: 'PCCU' }] });
    expect((await get('/v2/tenant/usage/wave')).status).toBe(404);
  });
});

describe('bot-detection domains', () => {
  it('lists the product\'s domains, and a role can cover only those', async () => {
    world();
    const r = data<{ domains: string[] }>(await get('/v2/organization/domains?productCode=mbuster'));
    expect(r.domains).toEqual(SEED.mbusterDomains);
    const lee = encodeURIComponent('jun.lee@acme-retail.example');
    const set = (domains: string[]) => put(`/v2/organization/members/${lee}/roles`, { roles: [{ productCode: 'mbuster', role: 'ADMINISTRATOR', domains }] });
    expect((await set(['m.acme-retail.example', 'api.acme-retail.example'])).status).toBe(200);
    expect((await set(['elsewhere.example'])).body).toMatchObject({ errorCode: 'SERVICE_DOMAIN_UPDATE_FAILED', details: { domain: 'elsewhere.example' } });
  });
});

describe('ownership transfer', () => {
  const state = async () => data<Record<string, unknown>>(await get('/v2/organization/owner'));
  const request = (email: string) => post('/v2/organization/owner', { email });

  it('request, pending on both sides, cancel, request again, accept: owner and member swap places and roles', async () => {
    world();
    expect(await state()).toMatchObject({ status: 'NONE', role: 'OWNER' });
    expect(data(await request('jun.lee@acme-retail.example'))).toEqual({ status: 'REQUESTED' });
    expect(await state()).toMatchObject({ status: 'PENDING', fromEmail: SEED.ownerEmail, toEmail: 'jun.lee@acme-retail.example', expiresAt: '2026-11-23T03:00:00.000Z', role: 'OWNER' });
    expect((await request('sora.park@acme-retail.example')).body).toMatchObject({ errorCode: 'OWNERSHIP_TRANSFER_FAILED', details: { reason: 'PENDING' } });
    asUser('u-lee');
    expect(await state()).toMatchObject({ status: 'PENDING', role: 'NEW_OWNER' });
    expect((await call('delete', '/v2/organization/owner')).body.errorCode).toBe('NO_PERMISSION'); // only the owner cancels
    asUser(SEED.ownerId);
    expect((await call('delete', '/v2/organization/owner')).status).toBe(200);
    expect(await state()).toMatchObject({ status: 'NONE' });
    await request('jun.lee@acme-retail.example');

    asUser('u-park');
    expect(await state()).toMatchObject({ status: 'PENDING', role: 'OTHER' });
    expect((await post('/v2/organization/owner/accept')).body.errorCode).toBe('NO_PERMISSION');
    asUser('u-lee');
    expect(data(await post('/v2/organization/owner/accept'))).toEqual({ status: 'COMPLETED' });
    expect(data(await get('/v2/organization/user'))).toEqual({ status: 'ENABLED', isOwner: true });
    const kim = data<{ isOwner: boolean; roles: Array<{ productCode: string }> }>(await get(`/v2/organization/members/${encodeURIComponent(SEED.ownerEmail)}`));
    expect(kim.isOwner).toBe(false);
    expect(kim.roles.map((r) => r.productCode).sort()).toEqual(['mbuster', 'netfunnel']); // Lee's former roles
    asUser(SEED.ownerId);
    expect(data(await get('/v2/organization/user'))).toEqual({ status: 'ENABLED', isOwner: false });
    expect((await get('/v2/organization/members?pageNum=0&pageSize=10')).status).toBe(403);
  });

  it('fails for an inactive member, when the member is deactivated before accepting, and lapses after 7 days', async () => {
    world();
    expect((await request('hana.choi@acme-retail.example')).body).toMatchObject({ errorCode: 'OWNERSHIP_TRANSFER_FAILED', details: { reason: 'NOT_ACTIVE' } });
    await request('jun.lee@acme-retail.example');
    // Deactivating the member asked makes the request fail: it is withdrawn, and they cannot accept.
    await put(`/v2/organization/members/${encodeURIComponent('jun.lee@acme-retail.example')}/status`, { status: 'Inactive' });
    expect(await state()).toMatchObject({ status: 'NONE' });
    await put(`/v2/organization/members/${encodeURIComponent('jun.lee@acme-retail.example')}/status`, { status: 'Active' });
    asUser('u-lee');
    expect((await post('/v2/organization/owner/accept')).body.errorCode).toBe('OWNERSHIP_TRANSFER_NOT_FOUND');
    asUser(SEED.ownerId);
    await request('jun.lee@acme-retail.example');
    currentWorld().clock.advance(7 * DAY);
    expect(await state()).toMatchObject({ status: 'NONE' });
    asUser('u-lee');
    expect((await post('/v2/organization/owner/accept')).body.errorCode).toBe('OWNERSHIP_TRANSFER_NOT_FOUND');
  });
});

describe('billing summary', () => {
  it('the owner sees amounts; a member sees products and the next payment date only', async () => {
    world();
    const owner = data<Record<string, unknown>>(await get('/v2/billing/summary'));
    expect(owner).toMatchObject({ nextPaymentDate: '2026-12-05T00:00:00.000Z', amounts: { currentMonthTotal: { amount: 1650 }, unpaidTotal: { amount: 0 } } });
    world({ scenario: 'memberOperatorOnly' });
    const member = data<{ amounts: unknown; products: unknown[] }>(await get('/v2/billing/summary'));
    expect(member.amounts).toBeNull();
    expect(member.products).toHaveLength(3);
    expect((await get('/v2/billing/overview')).status).toBe(403);
    world({ scenario: 'paymentFailedInGrace' });
    const failed = data<{ products: Array<{ productCode: string; paymentStatus: string }> }>(await get('/v2/billing/summary'));
    expect(failed.products.find((p) => p.productCode === 'netfunnel')).toMatchObject({ paymentStatus: 'PAYMENT_FAILED' });
  });
});

describe('contracts', () => {
  type Row = { contractId: string; type: string; startDate: string; endDate: string | null; plan: string; paid: boolean; productCode: string };
  const list = async (query = '') => data<{ content: Row[]; totalElements: number; totalPages: number }>(await get(`/v2/contracts?pageNum=0&pageSize=100${query}`));

  it('the seed has every type over more than three years, enough to page, and the list of years', async () => {
    world();
    const all = await list();
    expect(new Set(all.content.map((c) => c.type))).toEqual(new Set(['MONTHLY_RENEWAL', 'MONTHLY_RENEWAL_TERM', 'TERM', 'SPOT', 'FREE_TRIAL']));
    expect(data<{ totalPages: number }>(await get('/v2/contracts?pageNum=0&pageSize=10')).totalPages).toBeGreaterThan(1);
    expect(data(await get('/v2/contracts/years'))).toEqual([2026, 2025, 2024, 2023]);
    for (const year of [2023, 2024, 2025, 2026]) expect((await list(`&year=${year}`)).totalElements, String(year)).toBeGreaterThan(0);
    expect(all.content.every((c) => c.paid)).toBe(true);
  });

  it('subscribing, changing plan and reserving a spot week make contracts; paid is read from the ledger', async () => {
    world({ scenario: 'noSubscriptions' });
    const { subscriptionId } = data<{ subscriptionId: string }>(await post('/v2/subscription', { planCode: 'NF_FREETRIAL' }));
    expect((await list()).content).toMatchObject([{ type: 'FREE_TRIAL', plan: 'Free Trial', endDate: '2026-11-30T03:00:00.000Z' }]);
    currentWorld().clock.advance(DAY);
    await put(`/v2/subscription/${subscriptionId}/plan`, { planCode: 'NF_SMALL', agreement: true });
    const [small, trial] = (await list()).content;
    expect(small).toMatchObject({ type: 'MONTHLY_RENEWAL', plan: 'Small', startDate: '2026-11-17T03:00:00.000Z', endDate: null });
    expect(trial).toMatchObject({ type: 'FREE_TRIAL', endDate: '2026-11-17T03:00:00.000Z' });
    currentWorld().clock.set('2026-12-06T00:00:00Z');
    expect(must((await list()).content[0]).paid).toBe(true); // November's charge was paid on 5 Dec
    currentWorld().clock.set('2026-12-16T03:00:00Z');
    // Paid from 17 Nov: the minimum period ended on 15 Dec, so the cancel is immediate.
    expect(data(await post(`/v2/subscription/${subscriptionId}/cancel`, {}))).toMatchObject({ immediate: true });
    await post(`/v2/subscription/${subscriptionId}/extra`, { quantity: 1 });
    const reserved = data<{ startDate: string }>(await post(`/v2/subscription/${subscriptionId}/spot`, { reservationDate: '2026-12-20' }));
    expect(reserved.startDate).toBe('2026-12-20T00:00:00.000Z');
    expect((await list()).content[0]).toMatchObject({ type: 'SPOT', startDate: '2026-12-20T00:00:00.000Z', endDate: '2026-12-27T00:00:00.000Z', paid: true });

    world({ scenario: 'paymentFailedInGrace' });
    const nf = (await list('&productCode=netfunnel')).content.find((c) => c.type === 'MONTHLY_RENEWAL' && c.endDate === null);
    expect(must(nf).paid).toBe(false);
  });
});

describe('spot tickets', () => {
  it('a running monthly plan can neither buy nor reserve; with a scheduled end it can, from 2 days after it', async () => {
    world();
    expect((await post('/v2/subscription/sub-nf/extra', { quantity: 1 })).body).toMatchObject({ errorCode: 'SPOT_NOT_AVAILABLE', message: 'Spot tickets can be used after the subscription ends.' });
    expect((await post('/v2/subscription/sub-nf/spot', { reservationDate: '2027-01-10' })).body.errorCode).toBe('SPOT_NOT_AVAILABLE');
    world({ scenario: 'scheduledCancellation' }); // mBuster ends 2026-12-04T00:00Z
    expect(data(await post('/v2/subscription/sub-mb/extra', { quantity: 1 }))).toMatchObject({ remainingTickets: 1, amount: { amount: 50 } });
    expect(data(await get('/v2/subscription/sub-mb/spot'))).toMatchObject({ earliestDate: '2026-12-06' });
    expect((await post('/v2/subscription/sub-mb/spot', { reservationDate: '2026-12-05' })).body.errorCode).toBe('SPOT_DATE_TOO_EARLY');
    expect(data(await post('/v2/subscription/sub-mb/spot', { reservationDate: '2026-12-06' }))).toMatchObject({ startDate: '2026-12-06T00:00:00.000Z', endDate: '2026-12-13T00:00:00.000Z' });
  });

  it('the tenant runs during the spot week, then stops', async () => {
    world({ scenario: 'spotReserved' }); // NetFUNNEL ended 3 days ago; a week reserved from 20 Nov
    const status = async () => must(data<{ products: Array<{ productCode: string; tenantStatus: string }> }>(await get('/v2/tenant/usage')).products.find((p) => p.productCode === 'netfunnel')).tenantStatus;
    expect(await status()).toBe('stopped');
    currentWorld().clock.set('2026-11-20T00:00:00Z');
    expect(await status()).toBe('running');
    expect(data(await get('/v2/subscription/sub-nf/spot'))).toMatchObject({ reservations: [{ status: 'IN_USE' }] });
    currentWorld().clock.set('2026-11-27T00:10:00Z');
    expect(await status()).toBe('stopped');
  });
});

describe('marketplace link', () => {
  it('is given for plans bought in a cloud marketplace, and only for them', async () => {
    world({ scenario: 'marketplacePlan' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ channel: 'AWS_MARKETPLACE', marketplaceUrl: 'https://aws.amazon.com/marketplace/pp/prodview-netfunnel' });
    expect(data(await get('/v2/subscription/sub-bm'))).toMatchObject({ channel: 'CONSOLE', marketplaceUrl: null });
  });
});
