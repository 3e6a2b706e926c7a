/** Security, passwords, sign-in, 2FA, activity log and attachments, through the handlers. */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { SEED } from '../world/seed';
import { call, data, get, post, put, startMockServer, world , must} from './helpers';

startMockServer();

const code = (r: { body: { errorCode?: string } }) => r.body.errorCode;

describe('IP whitelist', () => {
  const save = (ips: string[], mode = 'LIST') => put('/v2/account/security/ip-whitelist', { mode, ips });
  it('accepts valid addresses and CIDR ranges', async () => {
    world();
    expect(data(await save(['203.0.113.10', '10.0.0.0/8']))).toMatchObject({ ipWhitelist: { mode: 'LIST', ips: ['203.0.113.10', '10.0.0.0/8'] }, currentIp: '203.0.113.10' });
    expect(data(await save([], 'ALL'))).toMatchObject({ ipWhitelist: { mode: 'ALL' } });
  });
  it('refuses a bad format and duplicates with the spec messages', async () => {
    world();
    for (const bad of ['256.1.1.1', '1.2.3', 'abc', '01.2.3.4', '1.2.3.4/33']) {
      expect((await save([bad])).body, bad).toMatchObject({ errorCode: 'IP_INVALID', message: 'Invalid IP format.' });
    }
    expect((await save(['1.2.3.4', '1.2.3.4'])).body).toMatchObject({ errorCode: 'IP_DUPLICATE', message: 'This IP address is already registered.' });
  });
  it('denies sign-in from outside the list', async () => {
    world();
    await save(['198.51.100.7']);
    expect(code(await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword }))).toBe('SIGNIN_IP_NOT_ALLOWED');
    world();
    await save(['203.0.113.0/24']); // contains the caller's 203.0.113.10
    expect((await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword })).status).toBe(200);
  });
});

describe('password change', () => {
  const change = (originPassword: string, newPassword: string, verifyPassword = newPassword) =>
    put('/v2/account/password', { originPassword, newPassword, verifyPassword });
  it('accepts a password that follows every rule', async () => {
    world();
    expect((await change(SEED.ownerPassword, 'Sunny#Day74')).status).toBe(200);
    expect((await post('/v2/auth/signin', { email: SEED.ownerEmail, password: 'Sunny#Day74' })).status).toBe(200);
  });
  it('refuses each broken rule', async () => {
    world();
    const cases: Array<[string, string, string?]> = [
      ['', 'PASSWORD_NEW_REQUIRED'],
      ['Ab#1', 'PASSWORD_LENGTH'],
      ['Abcdefgh#1234567890xyz', 'PASSWORD_LENGTH'],
      ['Sunnyday74', 'PASSWORD_CHARACTER_CLASSES'],
      ['Sunny#Dayxx', 'PASSWORD_CHARACTER_CLASSES'],
      ['Sunny#Day123', 'PASSWORD_SEQUENTIAL'],
      ['Sunny#Day321', 'PASSWORD_SEQUENTIAL'],
      ['Xabc#Day74', 'PASSWORD_SEQUENTIAL'],
      ['Minji.kim#7', 'PASSWORD_CONTAINS_USER_ID'],
      [SEED.ownerPassword, 'PASSWORD_REUSED'],
      [SEED.previousPassword, 'PASSWORD_REUSED'],
      ['Sunny#Day74', 'PASSWORD_CONFIRM_MISMATCH', 'Sunny#Day75'],
    ];
    for (const [next, expected, verify] of cases) {
      expect(code(await change(SEED.ownerPassword, next, verify ?? next)), next).toBe(expected);
    }
  });
  it('checks the current password: empty, incorrect, then the limit', async () => {
    world();
    expect((await change('', 'Sunny#Day74')).body).toMatchObject({ errorCode: 'PASSWORD_REQUIRED', message: 'Enter your password' });
    for (let i = 0; i < 4; i++) expect((await change('Wrong#Pass1', 'Sunny#Day74')).body.message).toBe('Incorrect password');
    expect((await change('Wrong#Pass1', 'Sunny#Day74')).body).toMatchObject({ errorCode: 'PASSWORD_LIMIT_EXCEEDED', message: 'Error occurred, please try again later' });
    expect(code(await change(SEED.ownerPassword, 'Sunny#Day74'))).toBe('PASSWORD_LIMIT_EXCEEDED');
  });
});

describe('sign-in', () => {
  const signIn = (password: string, email = SEED.ownerEmail) => post('/v2/auth/signin', { email, password });
  it('counts wrong passwords and forces a reset at the 5th', async () => {
    world();
    for (let i = 1; i <= 4; i++) {
      const r = await signIn('Wrong#Pass1');
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ errorCode: 'SIGNIN_INCORRECT', wrongPasswordCount: i, wrongPasswordLimit: 5 });
    }
    expect((await signIn('Wrong#Pass1')).body).toMatchObject({ errorCode: 'SIGNIN_RESET_REQUIRED', wrongPasswordCount: 5 });
    expect(code(await signIn(SEED.ownerPassword))).toBe('SIGNIN_RESET_REQUIRED');
    // A reset unlocks it.
    await post('/v2/auth/password/find', { email: SEED.ownerEmail, language: 'en' });
    const token = must(currentWorld().data.tokens.at(-1)).token;
    expect((await put('/v2/auth/password/reset', { token, newPassword: 'Sunny#Day74', verifyPassword: 'Sunny#Day74' })).status).toBe(200);
    expect(data(await signIn('Sunny#Day74'))).toMatchObject({ outcome: 'signed-in' });
    expect(code(await put('/v2/auth/password/reset', { token, newPassword: 'Other#Day74', verifyPassword: 'Other#Day74' }))).toBe('LINK_INVALID');
  });
  it('resets the count after a success', async () => {
    world();
    await signIn('Wrong#Pass1');
    await signIn(SEED.ownerPassword);
    expect((await signIn('Wrong#Pass1')).body.wrongPasswordCount).toBe(1);
  });
  it('asks for a change or a 90-day extension when the password expired', async () => {
    world();
    must(currentWorld().data.users[0]).passwordExpiresAt = '2026-11-10T00:00:00Z';
    const r = data<{ outcome: string; passwordChangeToken: string }>(await signIn(SEED.ownerPassword));
    expect(r.outcome).toBe('password-expired');
    const ext = data<{ passwordExpiresDate: string }>(await post('/v2/auth/password/extend', { passwordChangeToken: r.passwordChangeToken }));
    expect(ext.passwordExpiresDate).toBe('2027-02-14T03:00:00.000Z');
    expect(code(await post('/v2/auth/password/extend', { passwordChangeToken: r.passwordChangeToken }))).toBe('SIGNIN_PASSWORD_EXPIRED');
    expect(data(await signIn(SEED.ownerPassword))).toMatchObject({ outcome: 'signed-in' });
  });
  it('refuses disabled accounts', async () => {
    world({ scenario: 'organizationDisabled' });
    expect(code(await signIn(SEED.ownerPassword))).toBe('SIGNIN_DISABLED_ACCOUNT');
    world({ scenario: 'selectedOrganizationZero' });
    expect(code(await signIn(SEED.ownerPassword))).toBe('SIGNIN_DISABLED_ACCOUNT');
  });
  it('signs the session in: requests carry the token; strict worlds refuse unknown tokens (L1001)', async () => {
    const w = world();
    w.data.strictAuth = true;
    expect(code(await get('/v2/user'))).toBe('L1001');
    const s = data<{ session: { scpToken: string; userKey: string } }>(await signIn(SEED.ownerPassword)).session;
    expect(data(await get('/v2/user', { Authorization: `Bearer ${s.scpToken}`, userKey: s.userKey }))).toMatchObject({ id: 'u-owner' });
    await post('/v2/user/logout', {}, { Authorization: `Bearer ${s.scpToken}` });
    expect(code(await get('/v2/user', { Authorization: `Bearer ${s.scpToken}` }))).toBe('L1001');
  });
});

describe('two-factor codes', () => {
  it('enables 2FA with an e-mailed code (3 minutes, 5 attempts)', async () => {
    world();
    const sent = data<{ expiresAt: string; resendAvailableAt: string }>(await post('/v2/account/security/2fa/code', { purpose: 'ENABLE' }));
    expect(sent).toEqual({ expiresAt: '2026-11-16T03:03:00.000Z', resendAvailableAt: '2026-11-16T03:01:00.000Z' });
    const mail = must(currentWorld().data.outbox.at(-1));
    expect(mail.to).toBe(SEED.ownerEmail);
    expect(code(await post('/v2/account/security/2fa/code', { purpose: 'ENABLE' }))).toBe('TWO_FA_RESEND_TOO_SOON');
    const wrong = await put('/v2/account/security/2fa', { enabled: true, code: '000000' });
    expect(wrong.body).toMatchObject({ errorCode: 'TWO_FA_CODE_MISMATCH', message: 'The code does not match. Please re-enter it.' });
    expect(data(await put('/v2/account/security/2fa', { enabled: true, code: mail.body }))).toMatchObject({ twoFactorEnabled: true });
  });
  it('expires a code after 3 minutes', async () => {
    world();
    await post('/v2/account/security/2fa/code', { purpose: 'ENABLE' });
    const mailed = must(currentWorld().data.outbox.at(-1)).body;
    currentWorld().clock.advance(3 * 60_000 + 1);
    expect((await put('/v2/account/security/2fa', { enabled: true, code: mailed })).body).toMatchObject({
      errorCode: 'TWO_FA_CODE_EXPIRED',
      message: 'The code has expired. Please get a new code and try again.',
    });
    const fresh = await post('/v2/account/security/2fa/code', { purpose: 'ENABLE' });
    expect(fresh.status).toBe(200);
    expect((await put('/v2/account/security/2fa', { enabled: true, code: must(currentWorld().data.outbox.at(-1)).body })).status).toBe(200);
  });
  it('burns a code after 5 wrong attempts', async () => {
    world();
    await post('/v2/account/security/2fa/code', { purpose: 'ENABLE' });
    const mailed = must(currentWorld().data.outbox.at(-1)).body;
    for (let i = 0; i < 4; i++) expect(code(await put('/v2/account/security/2fa', { enabled: true, code: '000000' }))).toBe('TWO_FA_CODE_MISMATCH');
    const fifth = await put('/v2/account/security/2fa', { enabled: true, code: '000000' });
    expect(fifth.body.message).toBe('You have exceeded the maximum number of code verification attempts. Please get a new code and try again.');
    expect(code(await put('/v2/account/security/2fa', { enabled: true, code: mailed }))).toBe('TWO_FA_TOO_MANY_ATTEMPTS');
  });
  it('asks for a code at sign-in when 2FA is on', async () => {
    world();
    must(currentWorld().data.users[0]).twoFactorEnabled = true;
    const r = data<{ outcome: string; challenge: { challengeId: string; maskedEmail: string } }>(await post('/v2/auth/signin', { email: SEED.ownerEmail, password: SEED.ownerPassword }));
    expect(r).toMatchObject({ outcome: 'two-factor-required', challenge: { maskedEmail: 'm***@acme-retail.example' } });
    expect(code(await post('/v2/auth/signin/2fa/verify', { challengeId: r.challenge.challengeId, code: '000000' }))).toBe('TWO_FA_CODE_MISMATCH');
    const mailed = must(currentWorld().data.outbox.at(-1)).body;
    expect(data(await post('/v2/auth/signin/2fa/verify', { challengeId: r.challenge.challengeId, code: mailed }))).toHaveProperty('scpToken');
  });
});

describe('activity log', () => {
  const q = (params: string) => get(`/v2/account/activity-log?${params}`);
  it('pages with a cursor, newest first', async () => {
    world();
    const first = data<{ entries: Array<{ id: string; occurredAt: string }>; nextPageId: string; hasNextPage: boolean }>(await q('category=all&from=2025-11-16&to=2026-11-16&utc=%2B00:00'));
    expect(first.entries).toHaveLength(10);
    expect(first.hasNextPage).toBe(true);
    expect(must(first.entries[0]).id).toBe('act-001');
    const second = data<{ entries: Array<{ id: string; occurredAt: string }> }>(await q(`category=all&from=2025-11-16&to=2026-11-16&utc=%2B00:00&pageId=${first.nextPageId}`));
    expect(must(second.entries[0]).id).toBe('act-011');
    expect(must(second.entries[0]).occurredAt < must(first.entries[9]).occurredAt).toBe(true);
    expect(code(await q('category=all&from=2025-11-16&to=2026-11-16&utc=%2B00:00&pageId=nope'))).toBe('FIELD_REQUIRED');
  });
  it('keeps 1 year of history', async () => {
    world();
    let pageId = '';
    const ids: string[] = [];
    for (;;) {
      const p = data<{ entries: Array<{ id: string; occurredAt: string }>; nextPageId: string | null }>(await q(`category=all&from=2024-01-01&to=2026-11-16&utc=%2B00:00${pageId ? `&pageId=${pageId}` : ''}`));
      ids.push(...p.entries.map((e) => e.id));
      if (!p.nextPageId) break;
      pageId = p.nextPageId;
    }
    expect(ids.length).toBe(53); // 60 seeded weekly entries, 7 older than 365 days
  });
  it('filters by category and by the date range in the UTC offset', async () => {
    world();
    const billing = data<{ entries: Array<{ category: string }> }>(await q('category=billing&from=2025-11-16&to=2026-11-16&utc=%2B00:00'));
    expect(billing.entries.length).toBeGreaterThan(0);
    expect(billing.entries.every((e) => e.category === 'billing')).toBe(true);
    // act-001 is at 2026-11-16T02:00Z: the 16th in UTC and in +09:00, the 15th in -05:00.
    const utc = data<{ entries: Array<{ id: string }> }>(await q('category=all&from=2026-11-16&to=2026-11-16&utc=%2B00:00'));
    expect(utc.entries.map((e) => e.id)).toEqual(['act-001']);
    const minus5 = data<{ entries: Array<{ id: string }> }>(await q('category=all&from=2026-11-16&to=2026-11-16&utc=-05:00'));
    expect(minus5.entries).toEqual([]);
    const minus5prev = data<{ entries: Array<{ id: string }> }>(await q('category=all&from=2026-11-15&to=2026-11-15&utc=-05:00'));
    expect(minus5prev.entries.map((e) => e.id)).toEqual(['act-001']);
  });
  it('records what happens', async () => {
    world();
    await put('/v2/account/security/ip-whitelist', { mode: 'LIST', ips: ['203.0.113.10'] });
    const p = data<{ entries: Array<{ action: string; result: string }> }>(await q('category=security&from=2026-11-16&to=2026-11-16&utc=%2B00:00'));
    expect(p.entries[0]).toMatchObject({ action: 'security.ip', result: 'notice' });
  });
});

describe('contact inquiry attachments', () => {
  const send = (files: File[], title = 'Question', content = 'Body') => {
    const form = new FormData();
    form.set('title', title);
    form.set('content', content);
    for (const f of files) form.append('files', f);
    return call('post', '/crm/v1/inquiries', form);
  };
  const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

  it('accepts allowed types up to 10 MB each', async () => {
    world();
    const ok = await send([file('a.PDF'), file('b.pptx'), file('c.html', 10 * 1024 * 1024)]);
    expect(data(ok)).toHaveProperty('receptionId');
    expect(must(currentWorld().data.inquiries[0]).attachments).toHaveLength(3);
  });
  it('refuses big files, other types, duplicate names, and a missing title or content', async () => {
    world();
    expect(code(await send([file('big.png', 10 * 1024 * 1024 + 1)]))).toBe('FILE_TOO_LARGE');
    expect(code(await send([file('run.exe')]))).toBe('FILE_TYPE');
    expect(code(await send([file('noext')]))).toBe('FILE_TYPE');
    expect((await send([file('a.png'), file('a.png')])).body).toMatchObject({ errorCode: 'FILE_DUPLICATE', message: 'There are duplicate files.' });
    expect((await send([], ' ')).body.message).toBe('Please enter the title');
    expect(code(await send([], 'Title', ''))).toBe('FIELD_REQUIRED');
  });
  it('validates the free-trial and pricing requests', async () => {
    world();
    const body = { productCode: 'netfunnel', name: 'Kim', companyEmail: 'kim@acme.example', country: 'KR', contact: '010', entryPath: 'sns', terms: true, privacy: true, cookie: true };
    expect((await post('/crm/v1/free-trial-requests', body)).status).toBe(200);
    expect((await post('/crm/v1/free-trial-requests', { ...body, name: '' })).body.message).toBe('This field is required.');
    expect((await post('/crm/v1/pricing-requests', { ...body, companyEmail: 'nope' })).body.message).toBe('This is not a valid email format.');
    expect(code(await post('/crm/v1/pricing-requests', { ...body, cookie: false }))).toBe('TERMS_REQUIRED');
  });
});

describe('account deletion', () => {
  const remove = (password: string) => call('delete', '/v2/account', { password });
  it('asks for the right password', async () => {
    world({ scenario: 'noSubscriptions' });
    expect(code(await remove(''))).toBe('PASSWORD_REQUIRED');
    expect(code(await remove('Wrong!2468'))).toBe('PASSWORD_INCORRECT');
  });
  it('refuses an owner whose organisation has live subscriptions, with its message', async () => {
    const w = world();
    const reply = await remove(SEED.ownerPassword);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      errorCode: 'ACCOUNT_DELETE_LIVE_SUBSCRIPTIONS',
      message: 'You own an organisation with live subscriptions. Cancel them before deleting your account.',
    });
    expect(w.data.users.find((u) => u.email === SEED.ownerEmail)?.deleted).toBeFalsy();
  });
  it('deletes an owner without live subscriptions and ends the sessions', async () => {
    const w = world({ scenario: 'noSubscriptions' });
    expect((await remove(SEED.ownerPassword)).status).toBe(200);
    expect(w.data.users.find((u) => u.email === SEED.ownerEmail)?.deleted).toBe(true);
  });
  it('lets a member (who owns no organisation) delete the account', async () => {
    const w = world({ scenario: 'memberOperatorOnly' });
    const park = w.data.users.find((u) => u.email === 'sora.park@acme-retail.example');
    expect((await remove(park?.password ?? '')).status).toBe(200);
    expect(park?.deleted).toBe(true);
  });
});
