/**
 * A spot week lived through on the clock (spec section 4: "a reservation gives a 7-day subscription starting
 * 00:00 on the reservation date"; "spot-plan ... expiry show[s] as expired. Editing is blocked once a plan has
 * expired"), through the HTTP contract: before the week the subscription is cancelled; during it the product is
 * subscribed (ACTIVE, the week's end as its end, the tenant running, nothing billed); when the week ends it is
 * EXPIRED with that expiration date and nothing can be edited. The `expiredSpot` scenario is the same state.
 */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { data, get, must, post, put, startMockServer, world } from './helpers';

startMockServer();

const DAY = 24 * 60 * 60_000;

interface Detail {
  state: string;
  endDate: string | null;
  expirationDate: string | null;
  renewalDate: string | null;
  nextPaymentDate: string | null;
  expectedPrice: unknown;
  dataDeletionDate: string | null;
  reservationDate: string | null;
  reservationEndDate: string | null;
}

const detail = async () => data<Detail>(await get('/v2/subscription/sub-nf'));
const statusRow = async () =>
  must(data<Array<{ productCode: string; subscribed: boolean; state: string | null }>>(await get('/v2/subscription/status')).find((r) => r.productCode === 'netfunnel'));
const listRow = async () =>
  must(data<Array<{ productCode: string; state: string; planName: string; dataDeletionDate: string }>>(await get('/v2/organization/product-list')).find((r) => r.productCode === 'netfunnel'));
const tenantStatus = async () =>
  must(data<{ products: Array<{ productCode: string; tenantStatus: string }> }>(await get('/v2/tenant/usage')).products.find((p) => p.productCode === 'netfunnel')).tenantStatus;
const spotStatuses = async () => data<{ reservations: Array<{ status: string }> }>(await get('/v2/subscription/sub-nf/spot')).reservations.map((r) => r.status);
const chargeCount = async () => data<{ totalElements: number }>(await get('/v2/subscription/sub-nf/payments?pageNum=0&pageSize=100')).totalElements;
const code = (reply: { body: { errorCode?: string } }) => reply.body.errorCode;
const cancelCode = async () => code(await post('/v2/subscription/sub-nf/cancel', {}));
const changeCode = async () => code(await put('/v2/subscription/sub-nf/plan', { planCode: 'NF_LARGE', agreement: true }));

describe('a spot week on the clock', () => {
  it('is reserved on a cancelled subscription: nothing runs before the week', async () => {
    world({ scenario: 'spotReserved' }); // cancelled 13 Nov 00:00; the week 20-27 Nov
    expect(await detail()).toMatchObject({ state: 'CANCELLED', reservationDate: '2026-11-20T00:00:00.000Z', reservationEndDate: '2026-11-27T00:00:00.000Z' });
    expect(await statusRow()).toMatchObject({ subscribed: false, state: 'CANCELLED' });
    expect(await listRow()).toMatchObject({ state: 'STOPPED' });
    expect(await tenantStatus()).toBe('stopped');
  });

  it('during the week the product is subscribed: ACTIVE until the week ends, the tenant running, nothing billed', async () => {
    world({ scenario: 'spotReserved' });
    const charges = await chargeCount();
    currentWorld().clock.set('2026-11-20T00:00:00Z');
    expect(await detail()).toMatchObject({
      state: 'ACTIVE',
      endDate: '2026-11-27T00:00:00.000Z',
      expirationDate: '2026-11-27T00:00:00.000Z',
      renewalDate: null,
      expectedPrice: null,
      dataDeletionDate: null,
      reservationDate: '2026-11-20T00:00:00.000Z',
    });
    expect(await statusRow()).toMatchObject({ subscribed: true, state: 'ACTIVE' });
    expect(await listRow()).toMatchObject({ state: 'RUNNING', planName: 'Medium', dataDeletionDate: '' });
    expect(await tenantStatus()).toBe('running');
    expect(await spotStatuses()).toEqual(['IN_USE']);
    currentWorld().clock.set('2026-11-26T12:00:00Z');
    expect(await detail()).toMatchObject({ state: 'ACTIVE' });
    // The week was paid with its ticket: no hour of it is billed.
    expect(await chargeCount()).toBe(charges);
  });

  it('during the week the plan can be neither changed nor cancelled, and the product not subscribed again', async () => {
    world({ scenario: 'spotReserved' });
    currentWorld().clock.set('2026-11-21T09:00:00Z');
    const cancel = await post('/v2/subscription/sub-nf/cancel', {});
    expect(cancel).toMatchObject({
      status: 409,
      body: { errorCode: 'SPOT_PLAN_FIXED', message: 'A spot plan runs until its end date and cannot be changed or cancelled.', details: { endDate: '2026-11-27T00:00:00.000Z' } },
    });
    expect(await changeCode()).toBe('SPOT_PLAN_FIXED');
    expect(code(await post('/v2/subscription', { planCode: 'NF_SMALL' }))).toBe('SUBSCRIPTION_EXISTS');
    // The receipt address is not the plan: it can still change.
    expect((await put('/v2/subscription/sub-nf/receipt-email', { email: 'billing@acme-retail.example' })).status).toBe(200);
  });

  it('when the week ends the spot plan is EXPIRED with its expiration date, the tenant stops, editing is blocked', async () => {
    world({ scenario: 'spotReserved' });
    currentWorld().clock.set('2026-11-27T00:00:00Z');
    expect(await detail()).toMatchObject({
      state: 'EXPIRED',
      endDate: '2026-11-27T00:00:00.000Z',
      expirationDate: '2026-11-27T00:00:00.000Z',
      renewalDate: null,
      dataDeletionDate: '2026-12-25T00:00:00.000Z',
      reservationDate: null,
    });
    expect(await statusRow()).toMatchObject({ subscribed: false, state: 'EXPIRED' });
    expect(await tenantStatus()).toBe('stopping');
    expect(await listRow()).toMatchObject({ state: 'STOPPING' });
    currentWorld().clock.set('2026-11-27T00:10:00Z');
    expect(await tenantStatus()).toBe('stopped');
    expect(await listRow()).toMatchObject({ state: 'STOPPED', planName: 'Medium', dataDeletionDate: '2026-12-25' });
    expect(await spotStatuses()).toEqual(['USED']);
    const refused = await post('/v2/subscription/sub-nf/cancel', {});
    expect(refused).toMatchObject({ status: 409, body: { errorCode: 'PLAN_EXPIRED_EDIT', message: 'The plan has expired and cannot be edited.' } });
    expect(await changeCode()).toBe('PLAN_EXPIRED_EDIT');
    expect(code(await put('/v2/subscription/sub-nf/receipt-email', { email: 'billing@acme-retail.example' }))).toBe('PLAN_EXPIRED_EDIT');
  });

  it('a jump over the whole week gives the same as living through it', async () => {
    const steps = ['2026-11-20T00:00:00Z', '2026-11-23T12:00:00Z', '2026-11-27T00:00:00Z', '2026-11-28T03:00:00Z'];
    world({ scenario: 'spotReserved' });
    for (const at of steps) {
      currentWorld().clock.set(at);
      await detail();
    }
    const lived = [await detail(), await listRow(), await tenantStatus(), await spotStatuses()];
    world({ scenario: 'spotReserved' });
    currentWorld().clock.set('2026-11-28T03:00:00Z');
    expect([await detail(), await listRow(), await tenantStatus(), await spotStatuses()]).toEqual(lived);
  });
});

describe('the expiredSpot scenario', () => {
  /** What a spot plan that expired looks like, with its dates relative to the clock. */
  async function expiredPicture() {
    const now = currentWorld().clock.nowMs();
    const d = await detail();
    const days = (iso: string | null) => (iso === null ? null : (new Date(iso).getTime() - now) / DAY);
    return {
      state: d.state,
      expirationDate: days(d.expirationDate),
      endDate: days(d.endDate),
      dataDeletionDate: days(d.dataDeletionDate),
      status: await statusRow(),
      list: (await listRow()).state,
      tenant: await tenantStatus(),
      reservations: await spotStatuses(),
      cancel: await cancelCode(),
      change: await changeCode(),
    };
  }

  it('is the state the clock gives a week that ended yesterday at 00:00', async () => {
    // spotReserved's week ends 27 Nov 00:00: at 28 Nov 03:00 it ended "yesterday", as expiredSpot's does.
    world({ scenario: 'spotReserved' });
    currentWorld().clock.set('2026-11-28T03:00:00Z');
    const lived = await expiredPicture();
    world({ scenario: 'expiredSpot' }); // 16 Nov 03:00: the week 8-15 Nov
    const scenario = await expiredPicture();
    expect(scenario).toEqual(lived);
    expect(scenario).toMatchObject({ state: 'EXPIRED', expirationDate: -1.125, tenant: 'stopped', list: 'STOPPED', cancel: 'PLAN_EXPIRED_EDIT' });
    expect(await detail()).toMatchObject({ expirationDate: '2026-11-15T00:00:00.000Z' });
  });
});
