/**
 * What each billing-relevant mutation refetches (issue 6): the payment history after subscribe, plan change,
 * planned-change cancel, cancel, revert and payment retry; the product list after cancel and revert; billing
 * figures after each of them.
 */
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, testOrigin } from '../testing/harness';
import type { QueryContext } from './context';
import {
  cancelPlannedChangeMutationOptions,
  paymentRetryMutationOptions,
  planChangeMutationOptions,
  queryKeys,
  revertCancelMutationOptions,
  subscriptionCancelMutationOptions,
  subscriptionStartMutationOptions,
} from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const t = createTestClient({ storage: { scpToken: 'tok', userKey: 'uk', scpRegion: 'ap-northeast-1' } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const ctx: QueryContext = { api: t.api, session: t.session, queryClient, navigate: t.navigate, language: () => 'en' };
  // What a subscription screen has in its cache.
  const cached: QueryKey[] = [
    queryKeys.payments('sub-1', 0, 10),
    queryKeys.productList('en'),
    queryKeys.billingOverview({}),
    queryKeys.subscriptionDetail('sub-1'),
  ];
  for (const key of cached) queryClient.setQueryData(key, { cached: true });
  const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { ctx, queryClient, invalidated };
}

const ok = (data: unknown) => () => HttpResponse.json({ data });

describe('invalidation after billing-relevant mutations', () => {
  it('subscribe: payment history, product list, billing and the tenants', async () => {
    const { ctx, queryClient, invalidated } = setup();
    server.use(http.post(`${testOrigin}/v2/subscription`, ok({ productCode: 'netfunnel', subscriptionId: 'sub-2' })));
    queryClient.setQueryData(queryKeys.tenantUsage, { cached: true });
    await new MutationObserver(queryClient, subscriptionStartMutationOptions(ctx)).mutate({ planCode: 'NF_SMALL' });
    expect(invalidated(queryKeys.payments('sub-1', 0, 10))).toBe(true);
    expect(invalidated(queryKeys.productList('en'))).toBe(true);
    expect(invalidated(queryKeys.billingOverview({}))).toBe(true);
    expect(invalidated(queryKeys.tenantUsage)).toBe(true);
  });

  it('plan change: payment history and billing', async () => {
    const { ctx, queryClient, invalidated } = setup();
    server.use(http.put(`${testOrigin}/v2/subscription/sub-1/plan`, ok({ subscriptionId: 'sub-1', kind: 'UPGRADE', planCode: 'NF_LARGE', effectiveDate: '2026-11-16T03:00:00Z', proratedAmount: { amount: 1, currency: 'USD' }, cancellationRevoked: false })));
    await new MutationObserver(queryClient, planChangeMutationOptions(ctx, 'sub-1')).mutate({ planCode: 'NF_LARGE', agreement: true });
    expect(invalidated(queryKeys.payments('sub-1', 0, 10))).toBe(true);
    expect(invalidated(queryKeys.productList('en'))).toBe(true);
    expect(invalidated(queryKeys.billingOverview({}))).toBe(true);
  });

  it('cancelling a planned change: payment history (the next charge changes) and billing', async () => {
    const { ctx, queryClient, invalidated } = setup();
    server.use(http.delete(`${testOrigin}/v2/subscription/sub-1/plan/planned`, ok(null)));
    await new MutationObserver(queryClient, cancelPlannedChangeMutationOptions(ctx, 'sub-1')).mutate();
    expect(invalidated(queryKeys.payments('sub-1', 0, 10))).toBe(true);
    expect(invalidated(queryKeys.billingOverview({}))).toBe(true);
  });

  it('cancel: payment history, product list and billing', async () => {
    const { ctx, queryClient, invalidated } = setup();
    server.use(http.post(`${testOrigin}/v2/subscription/sub-1/cancel`, ok({ subscriptionId: 'sub-1', immediate: true, endDate: '2026-11-16T03:00:00Z', dataDeletionDate: '2026-12-14T03:00:00Z', plannedChangeCancelled: false })));
    await new MutationObserver(queryClient, subscriptionCancelMutationOptions(ctx, 'sub-1')).mutate({});
    expect(invalidated(queryKeys.payments('sub-1', 0, 10))).toBe(true);
    expect(invalidated(queryKeys.productList('en'))).toBe(true);
    expect(invalidated(queryKeys.billingOverview({}))).toBe(true);
  });

  it('revert: payment history, product list and billing', async () => {
    const { ctx, queryClient, invalidated } = setup();
    server.use(http.delete(`${testOrigin}/v2/subscription/sub-1/cancel`, ok(null)));
    await new MutationObserver(queryClient, revertCancelMutationOptions(ctx, 'sub-1')).mutate();
    expect(invalidated(queryKeys.payments('sub-1', 0, 10))).toBe(true);
    expect(invalidated(queryKeys.productList('en'))).toBe(true);
    expect(invalidated(queryKeys.billingOverview({}))).toBe(true);
  });

  it('payment retry: payment history and billing', async () => {
    const { ctx, queryClient, invalidated } = setup();
    server.use(http.post(`${testOrigin}/v2/billing/failed-payments/pay-9/retry`, ok({ paymentId: 'pay-9', status: 'Paid' })));
    await new MutationObserver(queryClient, paymentRetryMutationOptions(ctx)).mutate({ paymentId: 'pay-9' });
    expect(invalidated(queryKeys.payments('sub-1', 0, 10))).toBe(true);
    expect(invalidated(queryKeys.productList('en'))).toBe(true);
    expect(invalidated(queryKeys.billingOverview({}))).toBe(true);
  });
});
