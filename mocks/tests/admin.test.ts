/**
 * The mock API's admin routes (mocks/admin.ts, served by `npm run mock-api`) as HTTP requests and answers: reset
 * with a scenario, the clock, latency, failures, the state, and the outbox of mailed links and codes that a
 * person on the production build reads (2FA turn-on and sign-in codes, reset and sign-up links).
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml, handleAdmin, type OutboxMail } from '../admin';
import { currentLatency, currentWorld, setLatency } from '../world/current';
import { SEED } from '../world/seed';
import { data, post, put, startMockServer, world } from './helpers';

startMockServer();

async function admin(path: string, method = 'POST'): Promise<{ status: number; type: string; body: string }> {
  const response = handleAdmin(new Request(`http://127.0.0.1:4010${path}`, { method }), { consoleOrigin: 'http://localhost:4173' });
  if (!response) throw new Error(`${path} is not an admin route`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}
const adminJson = async <T = Record<string, unknown>>(path: string, method = 'POST') => JSON.parse((await admin(path, method)).body) as T;
const mails = async (query = '') => (await adminJson<{ consoleOrigin: string; mails: OutboxMail[] }>(`/__mock/outbox.json${query}`, 'GET')).mails;

describe('admin routes', () => {
  it('leave the contract alone', () => {
    expect(handleAdmin(new Request('http://127.0.0.1:4010/v2/user'))).toBeNull();
  });

  it('reset: a scenario (composed), a clock and failures; an unknown scenario is refused', async () => {
    world();
    expect(await adminJson('/__mock/reset?scenario=paymentFailedInGrace+fiveCards&now=2026-12-05T09:00:00Z&failure=status500:members.invite')).toEqual({ now: '2026-12-05T09:00:00.000Z' });
    expect(await adminJson('/__mock/state', 'GET')).toMatchObject({ now: '2026-12-05T09:00:00.000Z', scenario: 'paymentFailedInGrace+fiveCards', failure: 'status500:members.invite' });
    expect((await post('/v2/organization/members/invitations', { emails: ['x@acme-retail.example'] })).status).toBe(500);
    const unknown = await admin('/__mock/reset?scenario=noSuchScenario');
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: 'unknown scenario noSuchScenario', scenarios: expect.arrayContaining(['expiredSpot']) });
    // A bare reset is the default world.
    await admin('/__mock/reset');
    expect(await adminJson('/__mock/state', 'GET')).toMatchObject({ scenario: 'ownerAllProductsRunning', failure: '' });
  });

  it('clock: set and advance; the world lives through the move', async () => {
    world({ scenario: 'spotReserved' });
    expect(await adminJson('/__mock/clock?set=2026-11-27T00:10:00Z')).toEqual({ now: '2026-11-27T00:10:00.000Z' });
    // The spot week (20-27 Nov) ran and ended: the subscription is expired already.
    expect(currentWorld().data.subscriptions.find((s) => s.id === 'sub-nf')).toMatchObject({ state: 'EXPIRED', expirationDate: '2026-11-27T00:00:00.000Z' });
    expect(await adminJson('/__mock/clock?advance=86400000')).toEqual({ now: '2026-11-28T00:10:00.000Z' });
    expect((await admin('/__mock/clock?set=tomorrow')).status).toBe(400);
  });

  it('latency and failures on the current world', async () => {
    world();
    try {
      expect(await adminJson('/__mock/latency?min=150&max=400')).toEqual({ ok: true, latency: { min: 150, max: 400 } });
      expect(currentLatency()).toEqual({ min: 150, max: 400 });
      expect((await admin('/__mock/latency?min=400&max=100')).status).toBe(400);
    } finally {
      setLatency(0);
    }
    expect(await adminJson('/__mock/failure?failure=L1001:user.get')).toEqual({ failure: 'L1001:user.get' });
    expect(currentWorld().failures).toEqual([{ kind: 'L1001', operations: ['user.get'] }]);
    expect(await adminJson('/__mock/failure')).toEqual({ failure: '' });
    expect((await admin('/__mock/nothing')).status).toBe(404);
  });
});

describe('the outbox', () => {
  it('lists the mailed links that work from the start, newest first, on the console origin', async () => {
    world();
    expect(await mails()).toEqual([
      expect.objectContaining({ to: SEED.pendingSignUp.email, subject: 'Welcome', path: `/ko/signup/setting-region?id=${SEED.links.signUpPending}`, code: SEED.pendingSignUp.temporaryPassword }),
      expect.objectContaining({ to: SEED.ownerEmail, path: `/ko/signin/reset-pw?token=${SEED.links.resetPending}`, url: `http://localhost:4173/ko/signin/reset-pw?token=${SEED.links.resetPending}`, code: null }),
      expect.objectContaining({ to: 'new.hire@acme-retail.example', path: `/ko/signup/invitation?token=${SEED.links.invitationPending}` }),
    ]);
    // A reader whose language is unknown (the invitee) gets the asked one; `console` moves the links.
    const english = await mails('?locale=en&console=https://console.example:8443/anything');
    expect(english.find((m) => m.subject === 'Invitation')?.url).toBe(`https://console.example:8443/en/signup/invitation?token=${SEED.links.invitationPending}`);
  });

  it('has the codes of the 2FA turn-on and the 2FA sign-in, and the links of a reset and a sign-up', async () => {
    world();
    // 2FA turn-on: a code is mailed, and the outbox's code turns it on.
    expect((await post('/v2/account/security/2fa/code', { purpose: 'ENABLE' })).status).toBe(200);
    const turnOn = (await mails())[0];
    expect(turnOn).toMatchObject({ to: SEED.ownerEmail, subject: 'Verification code', code: expect.stringMatching(/^\d{6}$/), path: null });
    expect((await put('/v2/account/security/2fa', { enabled: true, code: turnOn?.code })).status).toBe(200);
    // 2FA sign-in: the challenge's code.
    const signIn = data<{ outcome: string }>(await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword }));
    expect(signIn.outcome).toBe('two-factor-required');
    expect((await mails())[0]).toMatchObject({ subject: 'Verification code', code: expect.stringMatching(/^\d{6}$/) });
    // A reset link, in the language it was asked in.
    expect((await post('/v2/auth/password/find', { email: SEED.ownerEmail, language: 'ja' })).status).toBe(200);
    expect((await mails())[0]?.path).toMatch(/^\/ja\/signin\/reset-pw\?token=reset-/);
    // A sign-up link in the language it was asked in, with its temporary password.
    expect((await post('/v2/signup/email', { email: 'new.person@example.org', language: 'es', terms: { service: true, privacy: true, cookie: true, thirdParty: false } })).status).toBe(200);
    expect((await mails())[0]).toMatchObject({ to: 'new.person@example.org', path: expect.stringMatching(/^\/es\/signup\/setting-region\?id=/), code: expect.any(String) });
  });

  it('is a plain HTML page on the mock API, its text escaped', async () => {
    world();
    currentWorld().data.outbox.push({ to: '<script>alert(1)</script>@x.example', subject: 'Hi "there" & <b>you</b>', body: '', at: currentWorld().clock.nowIso(), link: '/signin?x="><img>' });
    const page = await admin('/__mock/outbox', 'GET');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Mock outbox</title>');
    expect(page.body).toContain(`<a href="http://localhost:4173/ko/signin/reset-pw?token=${SEED.links.resetPending}">`);
    expect(page.body).toContain(`<code>${SEED.pendingSignUp.temporaryPassword}</code>`);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@x.example');
    expect(page.body).toContain('Hi &quot;there&quot; &amp; &lt;b&gt;you&lt;/b&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<img>');
    expect(escapeHtml(`<a href='x'>&`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;');
  });
});
