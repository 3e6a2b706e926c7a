/**
 * Rules of issue 6 that were not enforced, one test each, through the handlers (each failed before its fix):
 * the role-holder limit per invitee, no permissions before acceptance, a code of its own for cancelling twice,
 * the minimum period of an upgraded trial, IPv6 and CIDR in the IP whitelist, removing one's own IP, auto logout.
 */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { SEED } from '../world/seed';
import { call, data, get, must, post, put, startMockServer, world } from './helpers';

startMockServer();

const MIN = 60_000;
const invite = (emails: string[], roles: unknown[] = []) => post('/v2/organization/members/invitations', { emails, roles });
const mbAdmin = { productCode: 'mbuster', role: 'ADMINISTRATOR', domains: ['shop.acme-retail.example'] };
const nfOperator = { productCode: 'netfunnel', role: 'OPERATOR', domains: [] };

async function signIn(): Promise<Record<string, string>> {
  const r = data<{ session: { scpToken: string; userKey: string } }>(await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword }));
  return { Authorization: `Bearer ${r.session.scpToken}`, userKey: r.session.userKey };
}

describe('members', () => {
  it('counts every invitee against the plan\'s role-holder limit, not one per batch', async () => {
    world(); // mBuster Small allows 3 role holders; Lee Jun already holds one
    const r = await invite(['a@acme-retail.example', 'b@acme-retail.example', 'c@acme-retail.example'], [mbAdmin]);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'MEMBER_LIMIT', message: 'You have exceeded the maximum allowed members.' });
    expect((await invite(['a@acme-retail.example', 'b@acme-retail.example'], [mbAdmin])).status).toBe(200);
    // The two pending invitations hold their places: no third one.
    expect((await invite(['c@acme-retail.example'], [mbAdmin])).body.errorCode).toBe('MEMBER_LIMIT');
  });

  it('gives a pending invitee no permission until the invitation is accepted', async () => {
    world();
    await invite(['new.operator@acme-retail.example'], [nfOperator]);
    const pending = data<{ status: string; roles: unknown[]; serviceCount: number }>(await get(`/v2/organization/members/${encodeURIComponent('new.operator@acme-retail.example')}`));
    expect(pending).toMatchObject({ status: 'Pending', roles: [], serviceCount: 0 });
    const token = must(currentWorld().data.members.find((m) => m.email === 'new.operator@acme-retail.example')?.invitationToken);
    const accepted = await post(`/v2/invitation/${token}/accept`, { name: 'New Operator', password: 'Brand#New7x', verifyPassword: 'Brand#New7x', terms: { service: true, privacy: true, cookie: true, thirdParty: false } });
    expect(accepted.status).toBe(200);
    const active = data<{ status: string; roles: unknown[] }>(await get(`/v2/organization/members/${encodeURIComponent('new.operator@acme-retail.example')}`));
    expect(active).toMatchObject({ status: 'Active', roles: [nfOperator] });
  });
});

describe('subscriptions', () => {
  it('answers a second cancel with its own code and message, not "already subscribed"', async () => {
    world({ scenario: 'noSubscriptions', now: '2026-11-02T03:00:00Z' });
    const { subscriptionId } = data<{ subscriptionId: string }>(await post('/v2/subscription', { planCode: 'MB_SMALL' }));
    currentWorld().clock.set('2026-11-10T03:00:00Z');
    expect(data(await post(`/v2/subscription/${subscriptionId}/cancel`, {}))).toMatchObject({ immediate: false });
    currentWorld().clock.set('2026-11-11T03:00:00Z');
    const again = await post(`/v2/subscription/${subscriptionId}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'SUBSCRIPTION_ALREADY_CANCELLED', message: 'This subscription has already been cancelled.', details: { endDate: '2026-11-30T03:00:00.000Z' } });
  });

  it('counts the minimum period of an upgraded trial from its first paid day', async () => {
    world({ scenario: 'noSubscriptions', now: '2026-11-01T03:00:00Z' });
    const { subscriptionId } = data<{ subscriptionId: string }>(await post('/v2/subscription', { planCode: 'NF_FREETRIAL' }));
    currentWorld().clock.set('2026-11-10T03:00:00Z');
    expect(data(await put(`/v2/subscription/${subscriptionId}/plan`, { planCode: 'NF_SMALL', agreement: true }))).toMatchObject({ kind: 'UPGRADE' });
    expect(data(await get(`/v2/subscription/${subscriptionId}`))).toMatchObject({ minimumPeriodEndDate: '2026-12-08T03:00:00.000Z' });
    currentWorld().clock.set('2026-12-01T03:00:00Z'); // 30 days after the trial began, 21 paid days
    expect(data(await post(`/v2/subscription/${subscriptionId}/cancel`, {}))).toMatchObject({ immediate: false, endDate: '2026-12-08T03:00:00.000Z' });
  });
});

describe('security', () => {
  it('accepts IPv6 addresses and CIDR ranges of both families in the whitelist', async () => {
    world();
    const ok = await put('/v2/account/security/ip-whitelist', { mode: 'LIST', ips: ['203.0.113.10', '198.51.100.0/24', '2001:db8::1', '2001:db8:abcd::/48', '::ffff:192.0.2.1'] });
    expect(ok.status).toBe(200);
    expect(data<{ ipWhitelist: { ips: string[] } }>(ok).ipWhitelist.ips).toHaveLength(5);
    for (const bad of ['2001:db8::g', '2001:db8:::1', '1:2:3:4:5:6:7:8:9', '203.0.113.0/33', '2001:db8::/129', '256.1.1.1']) {
      const r = await put('/v2/account/security/ip-whitelist', { mode: 'LIST', ips: ['203.0.113.10', bad] });
      expect(r.body, bad).toMatchObject({ errorCode: 'IP_INVALID', message: 'Invalid IP format.' });
    }
    const dup = await put('/v2/account/security/ip-whitelist', { mode: 'LIST', ips: ['2001:DB8::1', '2001:db8:0:0:0:0:0:1'] });
    expect(dup.body).toMatchObject({ errorCode: 'IP_DUPLICATE', message: 'This IP address is already registered.' });
  });

  it('lets an IPv6 caller in through a matching range', async () => {
    world();
    currentWorld().data.clientIp = '2001:db8:abcd:12::7';
    expect((await put('/v2/account/security/ip-whitelist', { mode: 'LIST', ips: ['2001:db8:abcd::/48'] })).status).toBe(200);
    expect((await get('/v2/user')).status).toBe(200);
  });

  it('saves a list without the caller\'s own IP, then ends the session: the next call is refused by IP', async () => {
    world();
    const headers = await signIn();
    const saved = await call('put', '/v2/account/security/ip-whitelist', { mode: 'LIST', ips: ['198.51.100.0/24'] }, headers);
    expect(saved.status).toBe(200);
    const next = await call('get', '/v2/user', undefined, headers);
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({ errorCode: 'ACCESS_DENIED_IP' });
    expect(currentWorld().data.sessions).toHaveLength(0);
  });

  it('expires a session after 60 minutes of inactivity when auto logout is on', async () => {
    world();
    const headers = await signIn();
    currentWorld().clock.advance(59 * MIN);
    expect((await call('get', '/v2/user', undefined, headers)).status).toBe(200); // activity: the hour starts again
    currentWorld().clock.advance(59 * MIN);
    expect((await call('get', '/v2/user', undefined, headers)).status).toBe(200);
    currentWorld().clock.advance(60 * MIN);
    const expired = await call('get', '/v2/user', undefined, headers);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ errorCode: 'L1003' });

    world();
    const other = await signIn();
    expect((await call('put', '/v2/account/security/auto-logout', { enabled: false }, other)).status).toBe(200);
    currentWorld().clock.advance(5 * 60 * MIN);
    expect((await call('get', '/v2/user', undefined, other)).status).toBe(200);
  });
});
