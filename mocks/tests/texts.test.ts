/**
 * Server-owned text in the request's language (`lang` header, spec section 7): notifications, activity-log
 * descriptions, country names, the sign-out refusals, plan names, charge items and payment failure reasons, through
 * the handlers; English for no or an unknown language.
 */
import { describe, expect, it } from 'vitest';
import { listEndpoints } from '@contract/endpoints';
import { failure } from '../scenarios/failures';
import { SEED } from '../world/seed';
import { call, data, get, put, startMockServer, world, must } from './helpers';

startMockServer();

type Notification = { id: string; title: string; body: string };
type Entry = { id: string; action: string; description: string };
type Country = { code: string; name: string; availability: boolean };

const lang = (language: string) => ({ lang: language });
const notifications = async (headers: Record<string, string> = {}) => data<Notification[]>(await get('/v2/notifications', headers));
const notification = async (id: string, headers?: Record<string, string>) => must((await notifications(headers)).find((n) => n.id === id), id);
const activity = async (headers: Record<string, string> = {}) =>
  data<{ entries: Entry[] }>(await get('/v2/account/activity-log?category=all&from=2026-11-16&to=2026-11-16&utc=%2B00:00', headers)).entries;
const countries = async (headers: Record<string, string> = {}) => data<Country[]>(await get('/v2/countries', headers));
const country = async (code: string, headers?: Record<string, string>) => must((await countries(headers)).find((c) => c.code === code), code).name;

describe('notifications', () => {
  it('are worded in the request language, product names and user data as they are', async () => {
    world();
    expect(await notification('ntf-1', lang('ko'))).toMatchObject({ title: '결제 완료', body: 'NetFUNNEL 월 결제가 완료되었습니다.' });
    expect(await notification('ntf-1', lang('es'))).toMatchObject({ title: 'Pago completado', body: 'Se ha completado el pago mensual de NetFUNNEL.' });
    expect(await notification('ntf-1', lang('ja'))).toMatchObject({ title: '支払い完了' });
    expect((await notification('ntf-5', lang('es'))).body).toBe('Se ha creado el proyecto «Black Friday» en NetFUNNEL.');
    // The weekday comes from CLDR in the language.
    expect((await notification('ntf-2', lang('ko'))).body).toContain('일요일');
    expect((await notification('ntf-2', lang('es'))).body).toContain('domingo');
  });
  it('a failed payment, added by a scenario, is worded too', async () => {
    world({ scenario: 'paymentFailedInGrace' });
    const failed = must((await notifications(lang('ko'))).find((n) => n.title === '결제 실패'), 'payment failed');
    expect(failed.body).toBe('NetFUNNEL 결제에 실패했습니다. 3일 동안 하루에 한 번 다시 결제를 시도합니다.');
    expect((await notifications(lang('es'))).map((n) => n.title)).toContain('Pago fallido');
  });
});

describe('activity log', () => {
  it('describes the seeded entries in the request language', async () => {
    world();
    // act-001 is a sign-in today.
    expect(must((await activity(lang('ko')))[0])).toMatchObject({ id: 'act-001', action: 'account.signin', description: '로그인' });
    expect(must((await activity(lang('es')))[0]).description).toBe('Inicio de sesión');
    expect(must((await activity(lang('ja')))[0]).description).toBe('ログイン');
  });
  it('describes what the caller just did, with its facts (an e-mail, a status)', async () => {
    world();
    expect((await put('/v2/organization/members/jun.lee%40acme-retail.example/status', { status: 'Inactive' })).status).toBe(200);
    expect(must((await activity(lang('ko')))[0])).toMatchObject({
      action: 'member.status',
      description: 'jun.lee@acme-retail.example의 상태를 비활성으로 변경',
    });
    expect(must((await activity(lang('es')))[0]).description).toBe('Cambio del estado de jun.lee@acme-retail.example a inactivo');
  });
});

describe('countries', () => {
  it('are named in the request language (CLDR), the codes and availability unchanged', async () => {
    world();
    expect(await country('KR', lang('ko'))).toBe('대한민국');
    expect(await country('JP', lang('ko'))).toBe('일본');
    expect(await country('KR', lang('es'))).toBe('Corea del Sur');
    expect(await country('ES', lang('es'))).toBe('España');
    expect(await country('JP', lang('ja'))).toBe('日本');
    const ko = await countries(lang('ko'));
    const en = await countries();
    expect(ko.map((c) => [c.code, c.availability])).toEqual(en.map((c) => [c.code, c.availability]));
  });
});

describe('the sign-out refusals', () => {
  it('carry their message in the request language', async () => {
    world({ failures: [failure('U1000', ['user.logout'])] });
    expect((await call('post', '/v2/user/logout', {}, lang('ko'))).body).toMatchObject({ errorCode: 'U1000', message: '로그아웃하지 못했습니다.' });
    expect((await call('post', '/v2/user/logout', {}, lang('es'))).body.message).toBe('No se ha podido cerrar la sesión.');
    world({ failures: [failure('AT1004', ['user.logout'])] });
    expect((await call('post', '/v2/user/logout', {}, lang('ja'))).body.message).toBe('アクセストークンが無効なため、ログアウトできません。');
  });
  it('an unknown session is already signed out, in the request language', async () => {
    world().data.strictAuth = true;
    const r = await call('post', '/v2/user/logout', {}, { ...lang('es'), Authorization: 'Bearer nobody' });
    expect(r.body).toMatchObject({ errorCode: 'U1000', message: 'Ya ha cerrado la sesión.' });
  });
});

describe('plans and charges', () => {
  type Payment = { planName: string; kind: string };
  const payments = async (headers: Record<string, string>) =>
    data<{ content: Payment[] }>(await get(`/v2/subscription/${SEED.subscriptions.netfunnelFirst}/payments?pageNum=0&pageSize=50`, headers)).content;
  const contractPlans = async (headers: Record<string, string>) =>
    data<{ content: Array<{ type: string; plan: string }> }>(await get('/v2/contracts?pageNum=0&pageSize=50', headers)).content;

  it('word the free trial and spot tickets in the request language; the paid tiers keep their names', async () => {
    world();
    const plans = async (language: string) =>
      data<{ plans: Array<{ tier: string; name: string }> }>(await get('/v2/plans?productCode=netfunnel', lang(language))).plans;
    expect((await plans('ko')).map((p) => p.name)).toEqual(['무료 체험', 'Small', 'Medium', 'Large', 'Enterprise']);
    expect(must((await plans('es'))[0]).name).toBe('Prueba gratuita');
    expect(must((await plans('ja'))[0]).name).toBe('無料トライアル');

    const spot = async (language: string) => must((await payments(lang(language))).find((p) => p.kind === 'SPOT'), 'spot charge').planName;
    expect(await spot('ko')).toBe('스팟 이용권 1장');
    expect(await spot('es')).toBe('Ticket puntual x1');
    expect(await spot('en')).toBe('Spot ticket x1');

    const trial = async (language: string) => must((await contractPlans(lang(language))).find((c) => c.type === 'FREE_TRIAL'), 'trial contract').plan;
    expect(await trial('ko')).toBe('무료 체험');
    expect(await trial('es')).toBe('Prueba gratuita');
    expect((await contractPlans(lang('ko'))).map((c) => c.plan)).toContain('Medium');
  });

  it("word a failed payment's reason in the request language", async () => {
    world({ scenario: 'paymentFailedInGrace' });
    const reasons = async (language: string) => data<Array<{ reason: string }>>(await get('/v2/billing/failed-payments', lang(language))).map((p) => p.reason);
    expect(await reasons('ko')).toContain('카드 승인 거절');
    expect(await reasons('es')).toContain('Tarjeta rechazada');
    expect(await reasons('en')).toContain('Card declined');
  });
});

describe('without a language the server speaks', () => {
  it('answers in English: no header, an unknown language, a region subtag of a known one', async () => {
    world({ failures: [failure('U1000', ['user.logout'])] });
    for (const headers of [{}, lang('fr'), lang('')]) {
      expect((await notification('ntf-1', headers)).title).toBe('Payment completed');
      expect(must((await activity(headers))[0]).description).toBe('Signed in');
      expect(await country('KR', headers)).toBe('South Korea');
      expect((await call('post', '/v2/user/logout', {}, headers)).body.message).toBe('The user could not be signed out.');
    }
    expect((await notification('ntf-1', lang('ko-KR'))).title).toBe('결제 완료');
  });
});

describe('the contract', () => {
  it('has the console send the language to every operation whose answer carries server text', () => {
    const withLang = listEndpoints().filter((e) => e.info.lang).map((e) => e.id);
    expect(withLang).toEqual(
      expect.arrayContaining([
        'notifications.list',
        'activityLog.list',
        'countries.list',
        'plans.list',
        'user.logout',
        // Plan names, charge items and failure reasons.
        'organization.productList',
        'subscription.list',
        'subscription.detail',
        'subscription.payments',
        'billing.overview',
        'billing.failedPayments',
        'billing.summary',
        'contracts.list',
        'contracts.detail',
      ]),
    );
  });
});

