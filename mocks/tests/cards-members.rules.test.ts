/** Card and member rules, through the handlers. */
import { describe, expect, it } from 'vitest';
import { currentWorld } from '../world/current';
import { call, cardBody, data, get, post, put, startMockServer, world , must} from './helpers';

startMockServer();

const code = (r: { body: { errorCode?: string } }) => r.body.errorCode;
const addCard = (over?: Record<string, unknown>) => post('/v2/payment/cards', cardBody(over));

describe('cards', () => {
  it('adds a valid card', async () => {
    world();
    expect(data(await addCard())).toMatchObject({ name: 'New Visa', lastDigits: '4242', expiry: '12/30', brand: 'VISA', isDefault: false });
    expect(data<unknown[]>(await get('/v2/payment/cards'))).toHaveLength(3);
  });

  it('allows at most 5 cards', async () => {
    world({ scenario: 'fiveCards' });
    expect(data<unknown[]>(await get('/v2/payment/cards'))).toHaveLength(5);
    expect(code(await addCard())).toBe('CARD_LIMIT');
    await call('delete', '/v2/payment/cards/' + must(currentWorld().data.cards.at(-1)).id);
    expect((await addCard()).status).toBe(200);
  });

  it('refuses a duplicate number or name', async () => {
    world();
    const dupNumber = await addCard({ number: '4111111111111111' });
    expect(dupNumber.body).toMatchObject({ errorCode: 'CARD_DUPLICATE', message: 'This card is already registered.' });
    expect(code(await addCard({ name: ' corporate visa ' }))).toBe('CARD_NAME_DUPLICATE');
    expect(code(await put('/v2/payment/cards/card-2', { name: 'Corporate Visa' }))).toBe('CARD_NAME_DUPLICATE');
  });

  it('needs 6 months of validity left', async () => {
    world(); // 2026-11-16: must be valid through 2027-05-16
    expect(code(await addCard({ expiry: '04/27' }))).toBe('CARD_VALIDITY');
    expect(code(await addCard({ expiry: '10/26' }))).toBe('CARD_DATE_INVALID');
    expect(code(await addCard({ expiry: '13/27' }))).toBe('CARD_DATE_INVALID');
    expect((await addCard({ expiry: '05/27' })).status).toBe(200);
    expect(code(await put('/v2/payment/cards/card-2', { expiry: '01/27' }))).toBe('CARD_VALIDITY');
  });

  it('refuses debit and unavailable cards, bad CVC, card info and business number', async () => {
    world();
    expect((await addCard({ number: '4000056655665556' })).body).toMatchObject({ errorCode: 'CARD_DEBIT', message: 'Debit cards cannot be registered.' });
    expect((await addCard({ number: '4000000000000002' })).body).toMatchObject({ errorCode: 'CARD_UNAVAILABLE', message: 'The card is unavailable.' });
    expect(code(await addCard({ cvc: '12' }))).toBe('CARD_CVC_INVALID');
    expect(code(await addCard({ number: '4242424242424241' }))).toBe('CARD_INFO_INVALID');
    expect(code(await addCard({ birthDate: '901301' }))).toBe('CARD_INFO_INVALID');
    expect(code(await addCard({ cardType: 'CORPORATE_DOMESTIC', businessNumber: '1234567890' }))).toBe('CARD_BUSINESS_NUMBER_INVALID');
    expect((await addCard({ cardType: 'CORPORATE_DOMESTIC', businessNumber: '1208147521' })).status).toBe(200);
  });

  it('keeps one default card and refuses to delete a card paying a live subscription', async () => {
    world();
    const added = data<{ cardId: string }>(await addCard({ isDefault: true }));
    const cards = data<Array<{ cardId: string; isDefault: boolean }>>(await get('/v2/payment/cards'));
    expect(cards.filter((c) => c.isDefault).map((c) => c.cardId)).toEqual([added.cardId]);
    expect(code(await call('delete', '/v2/payment/cards/card-1'))).toBe('CARD_IN_USE');
    expect((await call('delete', `/v2/payment/cards/${added.cardId}`)).status).toBe(200);
  });

  it('is owner-only', async () => {
    world({ scenario: 'memberOperatorOnly' });
    expect((await get('/v2/payment/cards')).body.errorCode).toBe('NO_PERMISSION');
  });
});

const invite = (emails: string[], roles?: unknown[]) => post('/v2/organization/members/invitations', roles ? { emails, roles } : { emails });
const enc = encodeURIComponent;

describe('invitations', () => {
  it('invites up to 10 at once within the plan limit', async () => {
    world();
    // Large allows 30 members: lift NetFUNNEL to Large so 10 fit.
    must(currentWorld().data.subscriptions.find((s) => s.id === 'sub-nf')).planCode = 'NF_LARGE';
    const ten = Array.from({ length: 10 }, (_, i) => `n${i}@acme-retail.example`);
    expect(data(await invite(ten))).toEqual({ invited: ten });
    const eleven = Array.from({ length: 11 }, (_, i) => `m${i}@acme-retail.example`);
    expect(code(await invite(eleven))).toBe('INVITE_LIMIT');
  });

  it('refuses registered and already invited addresses with the two spec messages', async () => {
    world();
    expect((await invite(['jun.lee@acme-retail.example'])).body).toMatchObject({ errorCode: 'INVITE_DUPLICATE_REGISTERED', message: 'This email has already been registered.' });
    expect((await invite(['new.hire@acme-retail.example'])).body).toMatchObject({ errorCode: 'INVITE_DUPLICATE_INVITED', message: 'This email has already been invited or registered.' });
    expect(code(await invite(['a@x.example', 'A@x.example']))).toBe('INVITE_DUPLICATE_INVITED');
    expect(code(await invite(['not-an-email']))).toBe('EMAIL_INVALID');
  });

  it('respects the plan member limit and refuses before subscribing', async () => {
    world(); // Medium allows 10: 5 non-owner members (incl. pending) already
    expect((await invite(['a1@x.example', 'a2@x.example', 'a3@x.example', 'a4@x.example', 'a5@x.example'])).status).toBe(200);
    const over = await invite(['a6@x.example']);
    expect(over.body).toMatchObject({ errorCode: 'MEMBER_LIMIT', message: 'You have exceeded the maximum allowed members.' });

    world({ scenario: 'noSubscriptions' });
    expect(code(await invite(['a@x.example']))).toBe('INVITE_BEFORE_SUBSCRIBE');

    world({ scenario: 'noSubscriptions' });
    await post('/v2/subscription', { planCode: 'NF_FREETRIAL' });
    expect(code(await invite(['a@x.example']))).toBe('INVITE_PLAN_NOT_ALLOWED');
  });

  it('resends or cancels a pending or expired invitation only', async () => {
    world();
    expect((await post(`/v2/organization/members/invitations/${enc('late.reply@acme-retail.example')}/resend`)).status).toBe(200);
    expect(data(await get(`/v2/organization/members/${enc('late.reply@acme-retail.example')}`))).toMatchObject({ status: 'Pending' });
    expect(code(await post(`/v2/organization/members/invitations/${enc('jun.lee@acme-retail.example')}/resend`))).toBe('MEMBER_STATUS_TRANSITION');
    expect((await call('delete', `/v2/organization/members/invitations/${enc('new.hire@acme-retail.example')}`)).status).toBe(200);
    expect(code(await get(`/v2/organization/members/${enc('new.hire@acme-retail.example')}`))).toBe('MEMBER_NOT_FOUND');
    expect(code(await call('delete', `/v2/organization/members/invitations/${enc('jun.lee@acme-retail.example')}`))).toBe('MEMBER_STATUS_TRANSITION');
  });

  it('expires a pending invitation after 7 days, and an accepted one makes an Active member', async () => {
    world();
    currentWorld().clock.set('2026-11-21T03:00:00Z');
    expect(data(await get(`/v2/organization/members/${enc('new.hire@acme-retail.example')}`))).toMatchObject({ status: 'Expired' });
    world();
    expect(code(await get('/v2/invitation/invite-expired'))).toBe('INVITATION_INVALID');
    await post('/v2/invitation/invite-pending/accept', { name: 'New Hire', password: 'Brand#New7x', verifyPassword: 'Brand#New7x' });
    expect(data(await get(`/v2/organization/members/${enc('new.hire@acme-retail.example')}`))).toMatchObject({ status: 'Active', name: 'New Hire' });
  });
});

describe('member status and roles', () => {
  const lee = enc('jun.lee@acme-retail.example');
  const choi = enc('hana.choi@acme-retail.example');
  const status = (who: string, s: string) => put(`/v2/organization/members/${who}/status`, { status: s });
  const roles = (who: string, r: unknown[]) => put(`/v2/organization/members/${who}/roles`, { roles: r });

  it('Active -> Inactive removes every service permission; Inactive -> Active', async () => {
    world();
    expect(data<{ roles: unknown[] }>(await get(`/v2/organization/members/${lee}`)).roles).toHaveLength(2);
    expect(data(await status(lee, 'Inactive'))).toMatchObject({ status: 'Inactive', roles: [], serviceCount: 0 });
    expect(data(await status(lee, 'Active'))).toMatchObject({ status: 'Active', roles: [] });
    expect(code(await status(lee, 'Active'))).toBe('MEMBER_STATUS_TRANSITION');
    expect(code(await status(enc('new.hire@acme-retail.example'), 'Active'))).toBe('MEMBER_STATUS_TRANSITION');
    expect(code(await status(enc('minji.kim@acme-retail.example'), 'Inactive'))).toBe('MEMBER_STATUS_TRANSITION');
  });

  it('sets permissions only for Active members', async () => {
    world();
    expect((await roles(choi, [{ productCode: 'netfunnel', role: 'ADMINISTRATOR', domains: [] }])).body).toMatchObject({
      errorCode: 'MEMBER_NOT_ACTIVE',
    });
    expect(data(await roles(lee, [{ productCode: 'botmanager', role: 'ADMINISTRATOR', domains: [] }]))).toMatchObject({
      roles: [{ productCode: 'botmanager', role: 'ADMINISTRATOR', domains: [] }],
    });
  });

  it('offers Operator only for netfunnel, and mbuster needs Admin with at least 1 domain', async () => {
    world();
    expect((await roles(lee, [{ productCode: 'netfunnel', role: 'OPERATOR', domains: [] }])).status).toBe(200);
    expect(code(await roles(lee, [{ productCode: 'botmanager', role: 'OPERATOR', domains: [] }]))).toBe('ROLE_NOT_SUPPORTED');
    expect(code(await roles(lee, [{ productCode: 'mbuster', role: 'OPERATOR', domains: ['a.example'] }]))).toBe('ROLE_NOT_SUPPORTED');
    expect(code(await roles(lee, [{ productCode: 'mbuster', role: 'ADMINISTRATOR', domains: [] }]))).toBe('MEMBER_DOMAIN_REQUIRED');
    expect((await roles(lee, [{ productCode: 'mbuster', role: 'ADMINISTRATOR', domains: ['shop.acme-retail.example'] }])).status).toBe(200);
  });

  it('limits role holders per product to the plan', async () => {
    world(); // mbuster Small: 3 role holders; Lee already has one
    const jung = enc('min.jung@acme-retail.example');
    const park = enc('sora.park@acme-retail.example');
    const mb = [{ productCode: 'mbuster', role: 'ADMINISTRATOR', domains: ['shop.acme-retail.example'] }];
    expect((await roles(jung, mb)).status).toBe(200);
    expect((await roles(park, mb)).status).toBe(200);
    await status(choi, 'Active');
    expect((await roles(choi, mb)).body).toMatchObject({ errorCode: 'MEMBER_LIMIT', message: 'You have exceeded the maximum allowed members.' });
  });

  it('transfers ownership only to an Active member; the member list is owner-only', async () => {
    world();
    expect(data(await post('/v2/organization/owner', { email: 'jun.lee@acme-retail.example' }))).toEqual({ status: 'REQUESTED' });
    expect(code(await post('/v2/organization/owner', { email: 'hana.choi@acme-retail.example' }))).toBe('OWNERSHIP_TRANSFER_FAILED');
    world({ scenario: 'memberOperatorOnly' });
    expect((await get('/v2/organization/members?pageNum=0&pageSize=10')).status).toBe(403);
  });

  it('lists with search and paging', async () => {
    world();
    const p = data<{ content: Array<{ email: string }>; totalElements: number; totalPages: number }>(await get('/v2/organization/members?pageNum=0&pageSize=3'));
    expect(p).toMatchObject({ totalElements: 7, totalPages: 3 });
    expect(must(p.content[0]).email).toBe('minji.kim@acme-retail.example');
    const s = data<{ content: Array<{ email: string }> }>(await get('/v2/organization/members?pageNum=0&pageSize=10&searchValue=park'));
    expect(s.content.map((m) => m.email)).toEqual(['sora.park@acme-retail.example']);
    const byProduct = data<{ totalElements: number }>(await get('/v2/organization/members?pageNum=0&pageSize=10&productCodes=mbuster'));
    expect(byProduct.totalElements).toBe(2);
  });
});
