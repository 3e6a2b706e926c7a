/**
 * The contract test: every operation of contract/endpoints.ts has a handler, and its success answer
 * parses with the client's schema (`{ data }` envelope); error answers parse with the error schema.
 * A new operation without a handler (or without a case here) fails.
 */
import { describe, expect, it } from 'vitest';
import { listEndpoints } from '@contract/endpoints';
import { envelopeOf, errorBodySchema } from '@contract/schemas';
import { allHandlers, handlers } from '../handlers';
import { SEED } from '../world/seed';
import { currentWorld } from '../world/current';
import { endedAt } from '../world/rewrite';
import { call, cardBody, get, post, put, startMockServer, world, type Reply , must} from './helpers';

startMockServer();

const lee = encodeURIComponent('jun.lee@acme-retail.example');
const pending = encodeURIComponent('new.hire@acme-retail.example');

const validCard = cardBody();

/** How to reach a success for each operation (path parameters from the seed). */
const successCases: Record<string, () => Promise<Reply>> = {
  'auth.signIn': () => post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword }),
  'auth.twoFactorVerify': async () => {
    must(world().data.users[0]).twoFactorEnabled = true;
    const r = await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword });
    const challengeId = (r.body.data as { challenge: { challengeId: string } }).challenge.challengeId;
    const code = must(currentWorld().data.challenges.find((c) => c.id === challengeId)).code;
    return post('/v2/auth/signin/2fa/verify', { challengeId, code });
  },
  'auth.twoFactorResend': async () => {
    must(world().data.users[0]).twoFactorEnabled = true;
    const r = await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword });
    const challengeId = (r.body.data as { challenge: { challengeId: string } }).challenge.challengeId;
    currentWorld().clock.advance(61_000);
    return post('/v2/auth/signin/2fa/resend', { challengeId });
  },
  'auth.passwordExtend': async () => {
    const w = world();
    must(w.data.users[0]).passwordExpiresAt = '2026-11-01T00:00:00Z';
    const r = await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword });
    return post('/v2/auth/password/extend', { passwordChangeToken: (r.body.data as { passwordChangeToken: string }).passwordChangeToken });
  },
  'auth.passwordUpdate': async () => {
    must(world().data.users[0]).passwordExpiresAt = '2026-11-01T00:00:00Z';
    const r = await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword });
    const token = (r.body.data as { passwordChangeToken: string }).passwordChangeToken;
    return put('/v2/auth/password', { passwordChangeToken: token, newPassword: 'Brand#New7x', verifyPassword: 'Brand#New7x' });
  },
  'auth.findPassword': () => post('/v2/auth/password/find', { email: SEED.ownerEmail, language: 'en' }),
  'auth.resetLink': async () => {
    world();
    await post('/v2/auth/password/find', { email: SEED.ownerEmail, language: 'en' });
    const token = must(currentWorld().data.tokens.at(-1)).token;
    return get(`/v2/auth/password/reset/${token}`);
  },
  'auth.resetPassword': async () => {
    world();
    await post('/v2/auth/password/find', { email: SEED.ownerEmail, language: 'en' });
    const token = must(currentWorld().data.tokens.at(-1)).token;
    return put('/v2/auth/password/reset', { token, newPassword: 'Brand#New7x', verifyPassword: 'Brand#New7x' });
  },
  'auth.oauthCallback': () => post('/v2/oauth/callback', { provider: 'google', code: `ok:${SEED.ownerEmail}`, state: 's' }),
  'signUp.email': () => post('/v2/signup/email', { email: 'fresh@new-co.example', language: 'en', terms: { service: true, privacy: true, cookie: true, thirdParty: false } }),
  'signUp.state': async () => {
    world();
    const r = await post('/v2/signup/email', { email: 'fresh@new-co.example', language: 'en', terms: { service: true, privacy: true, cookie: true, thirdParty: false } });
    return get(`/v2/signup/${(r.body.data as { signUpId: string }).signUpId}`);
  },
  'signUp.region': async () => {
    world();
    const r = await post('/v2/signup/email', { email: 'fresh@new-co.example', language: 'en', terms: { service: true, privacy: true, cookie: true, thirdParty: false } });
    return put(`/v2/signup/${(r.body.data as { signUpId: string }).signUpId}/region`, { regionCode: 'us-east-1' });
  },
  'signUp.password': async () => {
    world();
    const r = await post('/v2/signup/email', { email: 'fresh@new-co.example', language: 'en', terms: { service: true, privacy: true, cookie: true, thirdParty: false } });
    const id = (r.body.data as { signUpId: string }).signUpId;
    const temp = must(currentWorld().data.signUps.find((x) => x.id === id)).temporaryPassword;
    return put(`/v2/signup/${id}/password`, { temporaryPassword: temp, newPassword: 'Brand#New7x', verifyPassword: 'Brand#New7x' });
  },
  'invitation.get': () => get('/v2/invitation/invite-pending'),
  'invitation.accept': () => post('/v2/invitation/invite-pending/accept', { name: 'New Hire', password: 'Brand#New7x', verifyPassword: 'Brand#New7x', terms: { service: true, privacy: true, cookie: true, thirdParty: false } }),
  'user.get': () => get('/v2/user'),
  'user.logout': () => post('/v2/user/logout'),
  'user.language': () => put('/v2/user/language', { language: 'ja' }),
  'user.info': () => put('/v2/user/info', { name: 'Kim Minji', company: 'Acme', country: 'KR', phone: '010' }),
  'organization.get': () => get('/v2/organization'),
  'organization.user': () => get('/v2/organization/user'),
  'organization.productList': () => get('/v2/organization/product-list'),
  'organization.transferOwnership': () => post('/v2/organization/owner', { email: 'jun.lee@acme-retail.example' }),
  'organization.ownershipTransferState': async () => {
    world();
    await post('/v2/organization/owner', { email: 'jun.lee@acme-retail.example' });
    return get('/v2/organization/owner');
  },
  'organization.acceptOwnershipTransfer': async () => {
    world();
    await post('/v2/organization/owner', { email: 'jun.lee@acme-retail.example' });
    currentWorld().data.defaultUserId = 'u-lee';
    return post('/v2/organization/owner/accept');
  },
  'organization.cancelOwnershipTransfer': async () => {
    world();
    await post('/v2/organization/owner', { email: 'jun.lee@acme-retail.example' });
    return call('delete', '/v2/organization/owner');
  },
  'organization.serviceDomains': () => get('/v2/organization/domains?productCode=mbuster'),
  'region.api': () => get('/v2/aws/region/ap-northeast-1/api'),
  'countries.list': () => get('/v2/countries'),
  'tenant.usage': () => get('/v2/tenant/usage'),
  'tenant.productUsage': () => get('/v2/tenant/usage/netfunnel'),
  'plans.list': () => get('/v2/plans?productCode=netfunnel'),
  'subscription.start': () => { world({ scenario: 'noSubscriptions' }); return post('/v2/subscription', { planCode: 'NF_FREETRIAL' }); },
  'subscription.list': () => get('/v2/subscription/list'),
  'subscription.status': () => get('/v2/subscription/status'),
  'subscription.detail': () => get('/v2/subscription/sub-nf'),
  'subscription.changePlan': () => put('/v2/subscription/sub-nf/plan', { planCode: 'NF_LARGE', agreement: true }),
  'subscription.cancelPlannedChange': async () => {
    world();
    await put('/v2/subscription/sub-nf/plan', { planCode: 'NF_SMALL', agreement: true });
    currentWorld().clock.advance(24 * 3600_000);
    return call('delete', '/v2/subscription/sub-nf/plan/planned');
  },
  'subscription.cancel': () => post('/v2/subscription/sub-nf/cancel', {}),
  'subscription.revertCancel': () => {
    // Within the 28-day minimum period a cancel is scheduled, and can be reverted.
    world({ scenario: 'scheduledCancellation' });
    return call('delete', '/v2/subscription/sub-mb/cancel');
  },
  'subscription.spotReservations': () => get('/v2/subscription/sub-nf/spot'),
  'subscription.reserveSpot': () => { spotWorld(); return post('/v2/subscription/sub-nf/spot', { reservationDate: '2026-11-20' }); },
  'subscription.cancelSpot': async () => {
    spotWorld();
    const r = await post('/v2/subscription/sub-nf/spot', { reservationDate: '2026-11-20' });
    return call('delete', `/v2/subscription/sub-nf/spot/${(r.body.data as { reservationId: string }).reservationId}`);
  },
  'subscription.buyExtra': () => { spotWorld(); return post('/v2/subscription/sub-nf/extra', { quantity: 2 }); },
  'subscription.receiptEmail': () => put('/v2/subscription/sub-nf/receipt-email', { email: 'billing@acme-retail.example' }),
  'subscription.payments': () => get('/v2/subscription/sub-nf/payments?pageNum=0&pageSize=10'),
  'billing.overview': () => get('/v2/billing/overview?year=2026'),
  'billing.summary': () => get('/v2/billing/summary'),
  'billing.failedPayments': () => { world({ scenario: 'paymentFailedInGrace' }); return get('/v2/billing/failed-payments'); },
  'billing.retryPayment': () => {
    const w = world({ scenario: 'paymentFailedInGrace' });
    const id = must(must(w.data.subscriptions.find((x) => x.id === 'sub-nf')).paymentFailure).paymentId;
    return post(`/v2/billing/failed-payments/${id}/retry`, { cardId: SEED.cards.backup });
  },
  'cards.list': () => get('/v2/payment/cards'),
  'cards.add': () => post('/v2/payment/cards', validCard),
  'cards.modify': () => put(`/v2/payment/cards/${SEED.cards.backup}`, { name: 'Renamed', isDefault: true }),
  'cards.remove': async () => {
    world();
    const r = await post('/v2/payment/cards', validCard);
    return call('delete', `/v2/payment/cards/${(r.body.data as { cardId: string }).cardId}`);
  },
  'cards.billingAddress': () => get('/v2/payment/billing-address'),
  'cards.updateBillingAddress': () => put('/v2/payment/billing-address', { country: 'JP', address: '1-1 Marunouchi', city: 'Tokyo', state: '', postalCode: '100-0005' }),
  'contracts.list': () => get('/v2/contracts?pageNum=0&pageSize=10'),
  'contracts.years': () => get('/v2/contracts/years'),
  'contracts.detail': () => get('/v2/contracts/ctr-1'),
  'members.list': () => get('/v2/organization/members?pageNum=0&pageSize=10&searchValue=acme'),
  'members.detail': () => get(`/v2/organization/members/${lee}`),
  'members.invite': () => post('/v2/organization/members/invitations', { emails: ['one@acme-retail.example'] }),
  'members.resendInvitation': () => post(`/v2/organization/members/invitations/${pending}/resend`),
  'members.cancelInvitation': () => call('delete', `/v2/organization/members/invitations/${pending}`),
  'members.changeStatus': () => put(`/v2/organization/members/${lee}/status`, { status: 'Inactive' }),
  'members.roles': () => put(`/v2/organization/members/${lee}/roles`, { roles: [{ productCode: 'netfunnel', role: 'OPERATOR', domains: [] }] }),
  'account.get': () => get('/v2/account'),
  'account.update': () => put('/v2/account', { name: 'Kim M.', phone: null }),
  'account.changePassword': () => put('/v2/account/password', { originPassword: SEED.ownerPassword, newPassword: 'Brand#New7x', verifyPassword: 'Brand#New7x' }),
  'account.remove': () => {
    // The owner can delete the account once the organisation has no live subscription.
    world({ scenario: 'noSubscriptions' });
    return call('delete', '/v2/account', { password: SEED.ownerPassword });
  },
  'security.get': () => get('/v2/account/security'),
  'security.twoFactorCode': () => post('/v2/account/security/2fa/code', { purpose: 'ENABLE' }),
  'security.twoFactor': async () => {
    world();
    await post('/v2/account/security/2fa/code', { purpose: 'ENABLE' });
    const code = must(currentWorld().data.challenges.at(-1)).code;
    return put('/v2/account/security/2fa', { enabled: true, code });
  },
  'security.autoLogout': () => put('/v2/account/security/auto-logout', { enabled: false }),
  'security.ipWhitelist': () => put('/v2/account/security/ip-whitelist', { mode: 'LIST', ips: ['203.0.113.10', '198.51.100.0/24'] }),
  'activityLog.list': () => get('/v2/account/activity-log?category=all&from=2026-01-01&to=2026-11-16&utc=%2B09:00'),
  'notifications.list': () => get('/v2/notifications'),
  'notifications.markRead': () => put('/v2/notifications/ntf-1/read'),
  'terms.get': () => get('/v2/terms/agreement'),
  'terms.agree': () => put('/v2/terms/agreement', { service: true, privacy: true, cookie: true, thirdParty: true }),
  'crm.inquiry': () => {
    const form = new FormData();
    form.set('title', 'Question');
    form.set('content', 'How do rooms work?');
    form.append('files', new File(['x'], 'shot.png', { type: 'image/png' }));
    return call('post', '/crm/v1/inquiries', form);
  },
  'crm.freeTrial': () => post('/crm/v1/free-trial-requests', salesBody()),
  'crm.pricing': () => post('/crm/v1/pricing-requests', { ...salesBody(), expectedConcurrentUsers: 3000 }),
};

function salesBody() {
  return { productCode: 'netfunnel', name: 'Kim', companyEmail: 'kim@acme.example', country: 'KR', contact: '010', entryPath: 'search', terms: true, privacy: true, cookie: true };
}

/** NetFUNNEL as an ended spot subscription with tickets left. */
function spotWorld() {
  const w = world();
  const s = must(w.data.subscriptions.find((x) => x.id === 'sub-nf'));
  endedAt(w, s, new Date('2026-11-15T00:00:00Z'), 'EXPIRED');
  s.spotTickets = 2;
  return w;
}

const operations = listEndpoints();

describe('contract', () => {
  it('has exactly one handler per operation, and nothing else', () => {
    const ids = allHandlers(handlers).map((h) => h.operationId).sort();
    expect(ids).toEqual(operations.map((o) => o.id).sort());
  });

  it('groups handlers by contract area', () => {
    const areas = [...new Set(operations.map((o) => o.id.split('.')[0]))].sort();
    expect(Object.keys(handlers).sort()).toEqual(areas);
  });

  it.each(operations.map((o) => [o.id, o.info] as const))('%s answers with a body the client schema accepts', async (id, info) => {
    world();
    const run = successCases[id];
    expect(run, `no success case for ${id}`).toBeDefined();
    const reply = await must(run)();
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    const parsed = envelopeOf(info.response).safeParse(reply.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it.each(operations.map((o) => [o.id, o.info] as const))('%s answers errors with the error schema', async (id, info) => {
    world({ failures: [{ kind: 'status500', operations: [id] }] });
    const path = info.pattern.replace(/:[A-Za-z]+/g, 'x');
    const reply = await call(info.method, path, info.method === 'get' ? undefined : {});
    expect(reply.status).toBe(500);
    expect(errorBodySchema.safeParse(reply.body).success).toBe(true);
  });

  it('every named scenario yields schema-valid answers for the read operations', async () => {
    const { scenarioNames } = await import('../scenarios/definitions');
    const reads = operations.filter((o) => o.info.method === 'get' && !o.info.pattern.includes(':'));
    for (const name of scenarioNames) {
      for (const op of reads) {
        world({ scenario: name });
        const reply = await (op.id === 'plans.list' ? get('/v2/plans?productCode=mbuster') : op.id === 'activityLog.list' ? must(successCases[op.id])() : get(op.info.pattern));
        if (reply.status >= 400) {
          expect(errorBodySchema.safeParse(reply.body).success, `${name} ${op.id}`).toBe(true);
          continue;
        }
        const parsed = envelopeOf(op.info.response).safeParse(reply.body);
        expect(parsed.success, `${name} ${op.id}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues[0])}`).toBe(true);
      }
    }
    // A fresh world per scenario and read (each re-bills years of history): about 5 s on a 2-core machine
    // with 23 scenarios, over Vitest's default 5 s; the budget grows with the scenario list.
  }, 60_000);
});
