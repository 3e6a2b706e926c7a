import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../apiError';
import { createTestClient, testOrigin } from '../testing/harness';
import type { QueryContext } from './context';
import {
  activityLogInfiniteOptions,
  billingOverviewQueryOptions,
  billingSummaryQueryOptions,
  contractDetailQueryOptions,
  contractListQueryOptions,
  countriesQueryOptions,
  failedPaymentsQueryOptions,
  HOUR,
  languageChangeMutationOptions,
  logoutMutationOptions,
  memberListQueryOptions,
  organizationQueryOptions,
  organizationUserQueryOptions,
  paymentHistoryQueryOptions,
  plansQueryOptions,
  productListQueryOptions,
  profileQueryOptions,
  queryKeys,
  regionApiQueryOptions,
  subscriptionDetailQueryOptions,
  subscriptionListQueryOptions,
  subscriptionStartMutationOptions,
  tenantUsageQueryOptions,
  userInfoMutationOptions,
} from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { scpToken: 'tok', userKey: 'uk', scpRegion: 'ap-northeast-1' };
const profile = { id: 'u', name: 'Kim', email: 'k@example.com', language: 'KOREAN' as const, selectedOrganizationId: 'org-1' };

function setup(storage: Record<string, string> = signedIn) {
  const t = createTestClient({ storage });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const onLanguageChanged = vi.fn();
  const ctx: QueryContext = {
    api: t.api,
    session: t.session,
    queryClient,
    navigate: t.navigate,
    language: () => 'en',
    onLanguageChanged,
  };
  return { ...t, ctx, queryClient, onLanguageChanged };
}

describe('answers in the request language', () => {
  it('are keyed by the language, so a switch refetches them, under the prefix mutations invalidate', () => {
    const { ctx } = setup();
    const ko: QueryContext = { ...ctx, language: () => 'ko' };
    const keys = [
      plansQueryOptions(ko, 'netfunnel').queryKey,
      subscriptionListQueryOptions(ko).queryKey,
      subscriptionDetailQueryOptions(ko, 's-1').queryKey,
      paymentHistoryQueryOptions(ko, 's-1').queryKey,
      billingOverviewQueryOptions(ko).queryKey,
      failedPaymentsQueryOptions(ko).queryKey,
      billingSummaryQueryOptions(ko).queryKey,
      contractListQueryOptions(ko).queryKey,
      contractDetailQueryOptions(ko, 'c-1').queryKey,
      activityLogInfiniteOptions(ko, { category: 'all', from: '2026-11-01', to: '2026-11-16', utc: '+00:00' }).queryKey,
    ];
    for (const key of keys) expect(key.at(-1)).toBe('ko');
    expect(subscriptionDetailQueryOptions(ko, 's-1').queryKey.slice(0, -1)).toEqual([...queryKeys.subscriptionDetail('s-1')]);
    expect(paymentHistoryQueryOptions(ko, 's-1').queryKey.slice(0, 2)).toEqual([...queryKeys.subscriptionPayments]);
  });
});

describe('profile (GET /v2/user)', () => {
  it('cached 1 hour, key ["user"]', () => {
    const options = profileQueryOptions(setup().ctx, { regionInfoLoaded: true });
    expect(options.queryKey).toEqual(['user']);
    expect(options.staleTime).toBe(HOUR);
    expect(options.gcTime).toBe(HOUR);
  });

  it('runs only after region info when a region code is stored', () => {
    const { ctx } = setup();
    expect(profileQueryOptions(ctx, { regionInfoLoaded: false }).enabled).toBe(false);
    expect(profileQueryOptions(ctx, { regionInfoLoaded: true }).enabled).toBe(true);
    const noRegion = setup({ scpToken: 'tok', userKey: 'uk' }).ctx;
    expect(profileQueryOptions(noRegion, { regionInfoLoaded: false }).enabled).toBe(true);
  });

  it('retries 3 times, then goes to "/"', () => {
    const { ctx, navigate } = setup();
    const retry = profileQueryOptions(ctx, { regionInfoLoaded: true }).retry as (n: number, e: Error) => boolean;
    const error = new Error('x');
    expect([0, 1, 2].map((count) => retry(count, error))).toEqual([true, true, true]);
    expect(navigate).not.toHaveBeenCalled();
    expect(retry(3, error)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('does not retry once the session is gone (the catalogue cleared it)', () => {
    const { ctx, navigate, session } = setup();
    session.clear();
    const retry = profileQueryOptions(ctx, { regionInfoLoaded: true }).retry as (n: number, e: Error) => boolean;
    expect(retry(0, new Error('x'))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('end to end: 4 failed attempts, then "/"', async () => {
    const { ctx, queryClient, navigate } = setup();
    let calls = 0;
    server.use(
      http.get(`${testOrigin}/v2/user`, () => {
        calls += 1;
        return HttpResponse.json({ errorCode: 'GENERIC', message: 'down' }, { status: 500 });
      }),
    );
    await expect(queryClient.fetchQuery(profileQueryOptions(ctx, { regionInfoLoaded: true }))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toBe(4);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});

describe('region info and countries', () => {
  it('region info: 1 hour, enabled only with a stored region code, switches the main base', async () => {
    const { ctx, queryClient, api } = setup();
    const options = regionApiQueryOptions(ctx);
    expect(options.staleTime).toBe(HOUR);
    expect(options.gcTime).toBe(HOUR);
    expect(options.enabled).toBe(true);
    expect(regionApiQueryOptions(setup({ scpToken: 'tok', userKey: 'uk' }).ctx).enabled).toBe(false);
    expect(regionApiQueryOptions(setup({ ...signedIn, scpRegion: 'bogus' }).ctx).enabled).toBe(false);
    server.use(
      http.get(`${testOrigin}/v2/aws/region/ap-northeast-1/api`, () =>
        HttpResponse.json({ data: { url: 'https://tokyo.api.test' } }),
      ),
    );
    await queryClient.fetchQuery(options);
    expect(api.regionalBaseUrl()).toBe('https://tokyo.api.test');
  });

  it('countries: 1 hour, only available ones offered', async () => {
    const { ctx, queryClient } = setup();
    const options = countriesQueryOptions(ctx);
    expect(options.staleTime).toBe(HOUR);
    expect(options.gcTime).toBe(HOUR);
    expect(options.queryKey).toEqual(['countries', 'en']);
    const list = [
      { code: 'KR', name: 'Korea', availability: true },
      { code: 'XX', name: 'Nowhere', availability: false },
    ];
    expect(options.select?.(list)).toEqual([list[0]]);
    server.use(http.get(`${testOrigin}/v2/countries`, () => HttpResponse.json({ data: list })));
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(list);
  });
});

describe('organisation', () => {
  it('GET /v2/organization stores its id as the organizationId header', async () => {
    const { ctx, queryClient, api } = setup();
    server.use(
      http.get(`${testOrigin}/v2/organization`, () =>
        HttpResponse.json({ data: { id: 'org-9', name: 'Acme', region: 'ap-northeast-1', serviceCount: 1, memberCount: 2 } }),
      ),
    );
    await queryClient.fetchQuery(organizationQueryOptions(ctx, { profile }));
    expect(api.organizationId()).toBe('org-9');
  });

  it('organisation user: refetched on mount and focus; only with a selected organisation and a loaded profile', () => {
    const { ctx } = setup();
    const options = organizationUserQueryOptions(ctx, { profile });
    expect(options.refetchOnMount).toBe('always');
    expect(options.refetchOnWindowFocus).toBe(true);
    expect(options.enabled).toBe(true);
    expect(organizationUserQueryOptions(ctx, { profile: undefined }).enabled).toBe(false);
    expect(organizationUserQueryOptions(ctx, { profile: { ...profile, selectedOrganizationId: '0' } }).enabled).toBe(false);
  });

  it('product list: staleTime 0, only with an organisation', () => {
    const { ctx } = setup();
    expect(productListQueryOptions(ctx, { organizationId: 'org-1' })).toMatchObject({ staleTime: 0, enabled: true });
    expect(productListQueryOptions(ctx, { organizationId: undefined }).enabled).toBe(false);
  });
});

describe('tenant usage', () => {
  it('stores per-product tenant values in session storage on success', async () => {
    const { ctx, queryClient, storage } = setup();
    server.use(
      http.get(`${testOrigin}/v2/tenant/usage`, () =>
        HttpResponse.json({
          data: {
            products: [
              { tenantId: 't-1', productCode: 'netfunnel', tenantStatus: 'running', isMovable: true, subDomain: 'acme' },
            ],
          },
        }),
      ),
    );
    await queryClient.fetchQuery(tenantUsageQueryOptions(ctx));
    expect(JSON.parse(storage.getItem('tenant.netfunnel') ?? '{}')).toMatchObject({ tenantId: 't-1', isMoveable: true });
  });
});

describe('mutations', () => {
  it('POST /v2/subscription: no retry; invalidates list, status and subscription', async () => {
    const { ctx, queryClient } = setup();
    const options = subscriptionStartMutationOptions(ctx);
    expect(options.retry).toBe(0);
    for (const key of [queryKeys.subscriptionList, queryKeys.subscriptionStatus, queryKeys.subscriptionDetail('s-1'), queryKeys.cards]) {
      queryClient.setQueryData(key, 'cached');
    }
    let calls = 0;
    server.use(
      http.post(`${testOrigin}/v2/subscription`, () => {
        calls += 1;
        return HttpResponse.json({ data: { productCode: 'netfunnel', subscriptionId: 's-2' } });
      }),
    );
    const observer = new MutationObserver(queryClient, options);
    await expect(observer.mutate({ planCode: 'NF_FREETRIAL' })).resolves.toEqual({ productCode: 'netfunnel', subscriptionId: 's-2' });
    expect(calls).toBe(1);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(queryKeys.subscriptionList)).toBe(true);
    expect(invalidated(queryKeys.subscriptionStatus)).toBe(true);
    expect(invalidated(queryKeys.subscriptionDetail('s-1'))).toBe(true);
    expect(invalidated(queryKeys.cards)).toBe(false);
  });

  it('a failed POST /v2/subscription is not retried', async () => {
    const { ctx, queryClient } = setup();
    let calls = 0;
    server.use(
      http.post(`${testOrigin}/v2/subscription`, () => {
        calls += 1;
        return HttpResponse.json({ errorCode: 'PAYMENT_FAILED', message: 'declined' }, { status: 402 });
      }),
    );
    const observer = new MutationObserver(queryClient, subscriptionStartMutationOptions(ctx));
    await expect(observer.mutate({ planCode: 'NF_SMALL', cardId: 'c' })).rejects.toMatchObject({ errorCode: 'PAYMENT_FAILED' });
    expect(calls).toBe(1);
  });

  it('PUT /v2/user/info refetches profile and organisation', async () => {
    const { ctx, queryClient } = setup();
    queryClient.setQueryData(queryKeys.user, profile);
    queryClient.setQueryData(queryKeys.organization, { id: 'org-1' });
    server.use(http.put(`${testOrigin}/v2/user/info`, () => HttpResponse.json({ data: null })));
    await new MutationObserver(queryClient, userInfoMutationOptions(ctx)).mutate({ name: 'Kim', company: 'Acme', country: 'KR' });
    expect(queryClient.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.organization)?.isInvalidated).toBe(true);
  });

  it('logout success: clears storage and cache, goes to /{locale}/signin replacing history', async () => {
    const { ctx, queryClient, navigate, storage, api } = setup();
    api.setOrganizationId('org-1');
    queryClient.setQueryData(queryKeys.user, profile);
    server.use(http.post(`${testOrigin}/v2/user/logout`, () => HttpResponse.json({ data: null })));
    await new MutationObserver(queryClient, logoutMutationOptions(ctx)).mutate();
    expect(storage.length).toBe(0);
    expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
    expect(api.organizationId()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/en/signin', { replace: true });
  });

  it('language change queues the "language changed" toast for after the reload', async () => {
    const { ctx, queryClient, storage, onLanguageChanged } = setup();
    server.use(http.put(`${testOrigin}/v2/user/language`, () => HttpResponse.json({ data: { languageType: 'JAPANESE' } })));
    await new MutationObserver(queryClient, languageChangeMutationOptions(ctx)).mutate({ language: 'ja' });
    const queued = JSON.parse(storage.getItem('INITIAL_TOASTS') ?? '[]') as Array<{ type: string; body: { message: string } }>;
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ type: 'success', body: { message: 'The language has been changed.' } });
    expect(onLanguageChanged).toHaveBeenCalledWith('ja');
  });
});

describe('lists', () => {
  it('member list defaults: pageNum 0, pageSize 10; params are part of the key', () => {
    const { ctx } = setup();
    expect(memberListQueryOptions(ctx).queryKey).toEqual(['members', 'list', { pageNum: 0, pageSize: 10 }]);
    expect(memberListQueryOptions(ctx, { searchValue: 'kim', productCodes: ['mbuster'] }).queryKey[2]).toEqual({
      pageNum: 0,
      pageSize: 10,
      searchValue: 'kim',
      productCodes: ['mbuster'],
    });
  });

  it('activity log pages by cursor until hasNextPage is false', async () => {
    const { ctx, queryClient } = setup();
    const pageIds: Array<string | null> = [];
    server.use(
      http.get(`${testOrigin}/v2/account/activity-log`, ({ request }) => {
        const pageId = new URL(request.url).searchParams.get('pageId');
        pageIds.push(pageId);
        return HttpResponse.json({
          data: { entries: [], nextPageId: pageId ? null : 'p2', hasNextPage: !pageId },
        });
      }),
    );
    const options = activityLogInfiniteOptions(ctx, { category: 'all', from: '2026-11-01', to: '2026-11-22', utc: '+09:00' });
    await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(pageIds).toEqual([null, 'p2']);
    const data = queryClient.getQueryData(options.queryKey);
    expect(data?.pages).toHaveLength(2);
    expect(data?.pageParams).toEqual([undefined, 'p2']);
    const last = { entries: [], nextPageId: null, hasNextPage: false };
    expect(options.getNextPageParam(last, [last], undefined, [undefined])).toBeUndefined();
  });
});
