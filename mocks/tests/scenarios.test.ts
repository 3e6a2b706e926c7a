/** Scenarios (each named one, composition, isolation) and failure overlays. */
import { describe, expect, it } from 'vitest';
import { createWorld } from '../world/db';
import { currentWorld, useWorld } from '../world/current';
import { compose, resolveScenarios, worldSetup } from '../scenarios/registry';
import { scenarioNames } from '../scenarios/definitions';
import { failure, formatFailures, parseFailures } from '../scenarios/failures';
import { optionsFromUrl, isApiPath } from '../browser';
import { worldLoader, storybookScenarioNames } from '../storybook';
import { BASE, call, data, get, post, put, startMockServer, world , must} from './helpers';

startMockServer();

const product = async (code: string) =>
  must(data<Array<Record<string, string>>>(await get('/v2/organization/product-list')).find((p) => p.productCode === code));
const tenant = async (code: string) =>
  must(data<{ products: Array<Record<string, unknown>> }>(await get('/v2/tenant/usage')).products.find((p) => p.productCode === code));

describe('named scenarios', () => {
  it('lists at least the required ones', () => {
    expect(scenarioNames).toEqual(expect.arrayContaining([
      'newUserEmptyName', 'ownerAllProductsRunning', 'memberOperatorOnly', 'organizationDisabled', 'selectedOrganizationZero',
      'noSubscriptions', 'freeTrialEndsTomorrow', 'paymentFailedInGrace', 'tenantConfiguring', 'tenantFailed', 'tenantDeleted',
      'marketplacePlan', 'providerStaffProduction', 'fiveCards',
      'scheduledCancellation', 'plannedDowngrade', 'spotReserved', 'expiredSpot', 'freeTrialExpired',
    ]));
  });

  it('ownerAllProductsRunning (default): three products running, owner', async () => {
    world();
    expect(data(await get('/v2/organization/user'))).toEqual({ status: 'ENABLED', isOwner: true });
    for (const p of ['netfunnel', 'botmanager', 'mbuster']) {
      expect(await product(p)).toMatchObject({ state: 'RUNNING' });
      expect(await tenant(p)).toMatchObject({ tenantStatus: 'running' });
    }
    expect(await product('wave')).toMatchObject({ state: 'NONE', planName: '' });
  });

  it('invitedExistingAccount: the pending invitation reads as registered', async () => {
    world();
    expect(data(await get('/v2/invitation/invite-pending'))).toMatchObject({ registered: false });
    world({ scenario: 'invitedExistingAccount' });
    expect(data(await get('/v2/invitation/invite-pending'))).toMatchObject({ email: 'new.hire@acme-retail.example', registered: true });
  });

  it('newUserEmptyName: empty name, nothing subscribed', async () => {
    world({ scenario: 'newUserEmptyName' });
    expect(data(await get('/v2/user'))).toMatchObject({ name: '' });
    expect(data(await get('/v2/subscription/list'))).toEqual([]);
    expect(data(await get('/v2/organization'))).toMatchObject({ name: 'Acme Retail', serviceCount: 0, memberCount: 1 });
  });

  it('memberOperatorOnly: a member with the NetFUNNEL Operator role only', async () => {
    world({ scenario: 'memberOperatorOnly' });
    expect(data(await get('/v2/user'))).toMatchObject({ id: 'u-park' });
    expect(data(await get('/v2/organization/user'))).toEqual({ status: 'ENABLED', isOwner: false });
    const owner = createWorld();
    expect(must(owner.data.members.find((m) => m.userId === 'u-park')).roles).toEqual({ netfunnel: { role: 'OPERATOR', domains: [] } });
  });

  it('organizationDisabled and selectedOrganizationZero: the organisation user is DISABLED', async () => {
    world({ scenario: 'organizationDisabled' });
    expect(data(await get('/v2/organization/user'))).toMatchObject({ status: 'DISABLED' });
    world({ scenario: 'selectedOrganizationZero' });
    expect(data(await get('/v2/user'))).toMatchObject({ selectedOrganizationId: '0' });
    expect(data(await get('/v2/organization/user'))).toMatchObject({ status: 'DISABLED' });
  });

  it('noSubscriptions: free trials available everywhere', async () => {
    world({ scenario: 'noSubscriptions' });
    const status = data<Array<Record<string, unknown>>>(await get('/v2/subscription/status'));
    expect(status.every((s) => s.subscribed === false && s.freeTrialUsed === false)).toBe(true);
    expect(await tenant('netfunnel')).toMatchObject({ tenantStatus: 'none', tenantId: null });
  });

  it('freeTrialEndsTomorrow', async () => {
    world({ scenario: 'freeTrialEndsTomorrow' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'FREE_TRIAL', planCode: 'NF_FREETRIAL', expirationDate: '2026-11-17T03:00:00.000Z' });
  });

  it('paymentFailedInGrace', async () => {
    world({ scenario: 'paymentFailedInGrace' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'PAYMENT_FAILED' });
    expect(data<unknown[]>(await get('/v2/billing/failed-payments'))).toHaveLength(1);
  });

  it('tenantConfiguring / tenantFailed / tenantDeleted', async () => {
    world({ scenario: 'tenantConfiguring' });
    expect(await tenant('netfunnel')).toMatchObject({ tenantStatus: 'pending' });
    world({ scenario: 'tenantFailed' });
    expect(await tenant('netfunnel')).toMatchObject({ tenantStatus: 'failed' });
    world({ scenario: 'tenantDeleted' });
    expect(await tenant('netfunnel')).toMatchObject({ tenantStatus: 'deleted' });
    expect(await product('netfunnel')).toMatchObject({ state: 'NONE' });
    expect((await post('/v2/subscription', { planCode: 'NF_SMALL' })).status).toBe(200);
  });

  it('netfunnelProjectInactive: the NetFUNNEL usage answers PROJECT_INACTIVE, the other products answer', async () => {
    world({ scenario: 'netfunnelProjectInactive' });
    const refused = await get('/v2/tenant/usage/netfunnel');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'PROJECT_INACTIVE', message: 'The project is inactive.' });
    expect((await get('/v2/tenant/usage/botmanager')).status).toBe(200);
    expect(await tenant('netfunnel')).toMatchObject({ tenantStatus: 'running' });
  });

  it('marketplacePlan, providerStaffProduction, fiveCards', async () => {
    world({ scenario: 'marketplacePlan' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ channel: 'AWS_MARKETPLACE', paymentMethod: { type: 'TAX_STATEMENT' } });
    const staff = world({ scenario: 'providerStaffProduction' });
    expect(staff.data.environment).toBe('production');
    expect(data<{ email: string }>(await get('/v2/user')).email).toMatch(/@provider\.example$/);
    world({ scenario: 'fiveCards' });
    expect(data<unknown[]>(await get('/v2/payment/cards'))).toHaveLength(5);
  });

  it('scheduledCancellation: mBuster inside its minimum period, cancel scheduled and revertible', async () => {
    world({ scenario: 'scheduledCancellation' });
    expect(data(await get('/v2/subscription/sub-mb'))).toMatchObject({
      state: 'CANCEL_SCHEDULED',
      startDate: '2026-11-06T00:00:00.000Z',
      endDate: '2026-12-04T00:00:00.000Z',
      minimumPeriodEndDate: '2026-12-04T00:00:00.000Z',
    });
    expect(await product('mbuster')).toMatchObject({ state: 'STOPPING' });
    expect((await call('delete', '/v2/subscription/sub-mb/cancel')).status).toBe(200);
  });

  it('mbusterInMinimumPeriod: mBuster 10 days old, a cancel now is scheduled for day 28 and can be reverted', async () => {
    world({ scenario: 'mbusterInMinimumPeriod' });
    expect(data(await get('/v2/subscription/sub-mb'))).toMatchObject({ state: 'ACTIVE', minimumPeriodEndDate: '2026-12-04T00:00:00.000Z' });
    expect((await post('/v2/subscription/sub-mb/cancel', { reason: 'Budget' })).status).toBe(200);
    expect(data(await get('/v2/subscription/sub-mb'))).toMatchObject({ state: 'CANCEL_SCHEDULED', endDate: '2026-12-04T00:00:00.000Z' });
    expect((await call('delete', '/v2/subscription/sub-mb/cancel')).status).toBe(200);
    expect(data(await get('/v2/subscription/sub-mb'))).toMatchObject({ state: 'ACTIVE' });
  });

  it('plannedDowngrade: NetFUNNEL Medium to Small on the next payment day', async () => {
    world({ scenario: 'plannedDowngrade' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({
      planCode: 'NF_MEDIUM',
      plannedChange: { planCode: 'NF_SMALL', planName: 'Small', effectiveDate: '2026-12-05T00:00:00.000Z' },
      // November is billed at Medium on 5 Dec.
      expectedPrice: { amount: 1200 },
    });
    expect((await call('delete', '/v2/subscription/sub-nf/plan/planned')).status).toBe(200); // requested yesterday
  });

  it('netfunnelCancelScheduled and netfunnelMemberLimit', async () => {
    world({ scenario: 'netfunnelCancelScheduled' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'CANCEL_SCHEDULED', endDate: '2026-12-04T00:00:00.000Z' });
    expect((await call('delete', '/v2/subscription/sub-nf/cancel')).status).toBe(200);
    world({ scenario: 'netfunnelMemberLimit' });
    expect(data(await get('/v2/tenant/usage/netfunnel'))).toMatchObject({ planCode: 'NF_SMALL', members: { value: 3, limit: 3 } });
  });

  it('spotReserved, expiredSpot, freeTrialExpired', async () => {
    world({ scenario: 'spotReserved' });
    expect(data(await get('/v2/subscription/sub-nf/spot'))).toMatchObject({ remainingTickets: 1, reservations: [{ status: 'RESERVED', startDate: '2026-11-20T00:00:00.000Z' }] });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'CANCELLED', reservationDate: '2026-11-20T00:00:00.000Z' });
    world({ scenario: 'expiredSpot' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'EXPIRED', expirationDate: '2026-11-15T00:00:00.000Z' });
    expect(data(await get('/v2/subscription/sub-nf/spot'))).toMatchObject({ reservations: [{ status: 'USED' }] });
    expect((await post('/v2/subscription/sub-nf/cancel', {})).body.errorCode).toBe('PLAN_EXPIRED_EDIT');
    world({ scenario: 'freeTrialExpired' });
    expect(data(await get('/v2/subscription/sub-nf'))).toMatchObject({ state: 'EXPIRED', planCode: 'NF_FREETRIAL', expirationDate: '2026-11-15T03:00:00.000Z' });
    expect(await tenant('netfunnel')).toMatchObject({ tenantStatus: 'stopped' });
    expect(data<{ content: unknown[] }>(await get('/v2/subscription/sub-nf/payments?pageNum=0&pageSize=10')).content).toHaveLength(0);
  });

  it('manyMembers: twelve rows (two pages), at the NetFUNNEL Medium member limit', async () => {
    world({ scenario: 'manyMembers' });
    const list = data<{ content: unknown[]; totalElements: number }>(await get('/v2/organization/members?pageNum=1&pageSize=10'));
    expect(list.totalElements).toBe(12);
    expect(list.content).toHaveLength(2);
    expect((await post('/v2/organization/members/invitations', { emails: ['one.more@acme-retail.example'] })).body.errorCode).toBe('MEMBER_LIMIT');
  });

  it('freeTrialOnly: a NetFUNNEL free trial is the only live subscription, and it cannot invite', async () => {
    world({ scenario: 'freeTrialOnly' });
    const live = data<Array<{ planCode: string; state: string }>>(await get('/v2/subscription/list')).filter((s) => ['FREE_TRIAL', 'ACTIVE', 'CANCEL_SCHEDULED', 'PAYMENT_FAILED'].includes(s.state));
    expect(live).toEqual([expect.objectContaining({ planCode: 'NF_FREETRIAL', state: 'FREE_TRIAL' })]);
    expect((await post('/v2/organization/members/invitations', { emails: ['one.more@acme-retail.example'] })).body.errorCode).toBe('INVITE_PLAN_NOT_ALLOWED');
  });

  it('noNotifications: the notification list is empty, the rest of the baseline stays', async () => {
    world({ scenario: 'noNotifications' });
    expect(data<unknown[]>(await get('/v2/notifications'))).toEqual([]);
    expect(await product('netfunnel')).toMatchObject({ state: 'RUNNING' });
  });

  it('longOrganizationName: a name over the 30 characters, refused when saved unchanged', async () => {
    world({ scenario: 'longOrganizationName' });
    const name = data<{ organizationName: string }>(await get('/v2/account')).organizationName;
    expect(name.length).toBeGreaterThan(30);
    expect((await put('/v2/account', { organizationName: name })).body).toMatchObject({ errorCode: 'FIELD_TOO_LONG', details: { field: 'organizationName', maxLength: 30 } });
  });

  it('noCards: no payment cards; a paid plan is refused until one is added', async () => {
    world({ scenario: 'noSubscriptions+noCards' });
    expect(data<unknown[]>(await get('/v2/payment/cards'))).toEqual([]);
    expect((await post('/v2/subscription', { planCode: 'NF_SMALL' })).body.errorCode).toBe('CARD_REQUIRED');
  });

  it('compose: in order, by function, array or "a+b"', async () => {
    const w = world({ scenario: compose('paymentFailedInGrace', 'fiveCards') });
    expect(w.scenarioNames).toEqual(['paymentFailedInGrace+fiveCards']);
    expect(w.data.cards).toHaveLength(5);
    expect(must(w.data.subscriptions.find((s) => s.id === 'sub-nf')).state).toBe('PAYMENT_FAILED');
    expect(resolveScenarios('tenantFailed+marketplacePlan').map((s) => s.scenarioName)).toEqual(['tenantFailed', 'marketplacePlan']);
    expect(resolveScenarios(['noSubscriptions', 'fiveCards'])).toHaveLength(2);
    expect(() => resolveScenarios('nope')).toThrow(/Unknown scenario/);
  });

  it('keeps worlds isolated and resettable', async () => {
    const a = createWorld();
    const b = createWorld(worldSetup({ scenario: 'noSubscriptions', now: '2027-01-10' }));
    a.data.cards = [];
    expect(b.data.cards).toHaveLength(2);
    expect(b.clock.nowIso()).toBe('2027-01-10T00:00:00.000Z');
    const snap = a.snapshot();
    must(a.data.users[0]).name = 'Changed';
    expect(must(snap.users[0]).name).toBe('Kim Minji');
    a.reset();
    expect(a.data.cards).toHaveLength(2);
    useWorld(b);
    expect(data(await get('/v2/subscription/list'))).toEqual([]);
    expect(currentWorld()).toBe(b);
  });
});

describe('failure overlays', () => {
  it('status 500 for one operation, others untouched', async () => {
    world({ failures: [failure('status500', ['user.get'])] });
    const r = await get('/v2/user');
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ errorCode: 'GENERIC', message: 'A temporary error has occurred. Please try again later.' });
    expect((await get('/v2/organization')).status).toBe(200);
  });

  it('network error', async () => {
    world({ failures: [failure('network')] });
    await expect(fetch(`${BASE}/v2/user`)).rejects.toThrow();
  });

  it('malformed body and schema-breaking data', async () => {
    world({ failures: [failure('malformed', ['user.get']), failure('invalidData', ['organization.get'])] });
    const res = await fetch(`${BASE}/v2/user`);
    await expect(res.json()).rejects.toThrow();
    const org = await get('/v2/organization');
    expect(org.status).toBe(200);
    expect(org.body.data).toEqual({ unexpected: 'shape', id: 42 });
  });

  it('L1001 / L1002 / L1003 on every operation', async () => {
    for (const kind of ['L1001', 'L1002', 'L1003'] as const) {
      world({ failures: [failure(kind)] });
      const r = await get('/v2/countries');
      expect(r.status).toBe(401);
      expect(r.body.errorCode).toBe(kind);
    }
  });

  it('U1000 / AT1004 refuse the sign-out with a message of their own', async () => {
    for (const kind of ['U1000', 'AT1004'] as const) {
      world({ failures: [failure(kind, ['user.logout'])] });
      const r = await call('post', '/v2/user/logout');
      expect(r.body.errorCode).toBe(kind);
      expect(r.body.message).not.toBe('');
    }
  });

  it('fails only the first `times` requests', async () => {
    world({ failures: [failure('status500', ['countries.list'], 1)] });
    expect((await get('/v2/countries')).status).toBe(500);
    expect((await get('/v2/countries')).status).toBe(200);
  });

  it('counts `times` per reset: the same rules given again fail again (a story rendered twice)', async () => {
    const rules = [failure('status500', ['countries.list'], 1)];
    world({ failures: rules });
    expect((await get('/v2/countries')).status).toBe(500);
    expect((await get('/v2/countries')).status).toBe(200);
    expect(rules[0]?.times).toBe(1);
    world({ failures: rules });
    expect((await get('/v2/countries')).status).toBe(500);
  });

  it('slow and loading use delay (not exercised for real here: no real waits in tests)', () => {
    expect(parseFailures('slow;loading:user.get')).toEqual([{ kind: 'slow' }, { kind: 'loading', operations: ['user.get'] }]);
  });

  it('parses the ?failure= syntax and the dev URL', () => {
    const rules = parseFailures('status500:members.invite,cards.add;L1003;bogus');
    expect(rules).toEqual([{ kind: 'status500', operations: ['members.invite', 'cards.add'] }, { kind: 'L1003' }]);
    expect(formatFailures(rules)).toBe('status500:members.invite,cards.add;L1003');
    expect(optionsFromUrl('?scenario=fiveCards+tenantFailed&now=2026-12-05&failure=slow')).toEqual({ scenario: 'fiveCards+tenantFailed', now: '2026-12-05', failures: [{ kind: 'slow' }] });
    expect(isApiPath('/v2/user')).toBe(true);
    expect(isApiPath('/crm/v1/inquiries')).toBe(true);
    expect(isApiPath('/console/i18n/ko.po')).toBe(false);
  });
});

describe('storybook loader', () => {
  it('resets the world before each story from parameters.world, else the toolbar global', async () => {
    expect(storybookScenarioNames[0]).toBe('default');
    const { world: w } = await worldLoader({ parameters: { world: { scenario: 'fiveCards', now: '2026-12-06T09:00:00Z' } }, globals: { scenario: 'tenantFailed' } });
    expect(w.data.cards).toHaveLength(5);
    expect(w.clock.nowIso()).toBe('2026-12-06T09:00:00.000Z');
    const { world: g } = await worldLoader({ parameters: {}, globals: { scenario: 'tenantFailed' } });
    expect(must(g.data.tenants.find((t) => t.productCode === 'netfunnel')).tenantStatus).toBe('failed');
    const { world: d } = await worldLoader({ parameters: {}, globals: { scenario: 'default' } });
    expect(d.scenarioNames).toEqual(['ownerAllProductsRunning']);
  });
});
