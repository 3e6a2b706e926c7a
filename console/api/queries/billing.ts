import { queryOptions } from '@tanstack/react-query';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { inLanguage, queryKeys } from './keys';
import { apiMutation } from './mutation';

export function billingOverviewQueryOptions(ctx: QueryContext, filters: s.BillingOverviewRequest = {}) {
  return queryOptions({
    queryKey: inLanguage(queryKeys.billingOverview(filters), ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.billing.overview, { searchParams: filters, signal }),
  });
}

export function failedPaymentsQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: inLanguage(queryKeys.failedPayments, ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.billing.failedPayments, { signal }),
  });
}

export function paymentRetryMutationOptions(ctx: QueryContext) {
  return apiMutation<{ paymentId: string } & s.PaymentRetryRequest, s.PaymentRetryResponse>(ctx, {
    mutationKey: ['billing', 'retry'],
    mutationFn: ({ paymentId, ...body }) => ctx.api.send((e) => e.billing.retryPayment(paymentId), { json: body }),
    invalidate: [queryKeys.billing, queryKeys.subscriptionStatus, queryKeys.subscriptionDetails, queryKeys.subscriptionPayments, queryKeys.productLists],
  });
}

/** GET /v2/billing/summary: the dashboard's billing block (any member; amounts for the owner only). */
export function billingSummaryQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: inLanguage(queryKeys.billingSummary, ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.billing.summary, { signal }),
  });
}
