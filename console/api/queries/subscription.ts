import { queryOptions } from '@tanstack/react-query';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { inLanguage, queryKeys } from './keys';
import { apiMutation } from './mutation';
import { PAGE_SIZE } from './policies';

/** Plans catalogue and subscriptions. */

export function plansQueryOptions(ctx: QueryContext, productCode: s.ProductCode) {
  return queryOptions({
    queryKey: queryKeys.plans(productCode, ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.plans.list, { searchParams: { productCode }, signal }),
  });
}

export function subscriptionListQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: inLanguage(queryKeys.subscriptionList, ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.subscription.list, { signal }),
  });
}

export function subscriptionStatusQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.subscriptionStatus,
    queryFn: ({ signal }) => ctx.api.send((e) => e.subscription.status, { signal }),
  });
}

export function subscriptionDetailQueryOptions(ctx: QueryContext, subscriptionId: string | undefined) {
  return queryOptions({
    queryKey: inLanguage(queryKeys.subscriptionDetail(subscriptionId ?? ''), ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.subscription.detail(subscriptionId ?? ''), { signal }),
    enabled: Boolean(subscriptionId),
  });
}

export function spotReservationsQueryOptions(ctx: QueryContext, subscriptionId: string) {
  return queryOptions({
    queryKey: queryKeys.spotReservations(subscriptionId),
    queryFn: ({ signal }) => ctx.api.send((e) => e.subscription.spotReservations(subscriptionId), { signal }),
  });
}

export function paymentHistoryQueryOptions(
  ctx: QueryContext,
  subscriptionId: string,
  page: { pageNum: number; pageSize?: number } = { pageNum: 0 },
) {
  const pageSize = page.pageSize ?? PAGE_SIZE;
  return queryOptions({
    queryKey: inLanguage(queryKeys.payments(subscriptionId, page.pageNum, pageSize), ctx.language()),
    queryFn: ({ signal }) =>
      ctx.api.send((e) => e.subscription.payments(subscriptionId), {
        searchParams: { pageNum: page.pageNum, pageSize },
        signal,
      }),
  });
}

/**
 * What every change to a subscription refetches: the list, the status, the subscription, its payment history
 * and next charge, the billing figures, the product list (plan name, state) and contracts (a change opens one).
 */
const subscriptionQueries = [
  queryKeys.subscriptionList,
  queryKeys.subscriptionStatus,
  queryKeys.subscriptionDetails,
  queryKeys.subscriptionPayments,
  queryKeys.billing,
  queryKeys.productLists,
  queryKeys.contractsAll,
];

/** POST /v2/subscription: never retried; refetches list, status and subscription, and the tenants (one is being made). */
export function subscriptionStartMutationOptions(ctx: QueryContext) {
  return apiMutation<s.SubscriptionStartRequest, s.SubscriptionStartResponse>(ctx, {
    mutationKey: ['subscription', 'start'],
    mutationFn: (body) => ctx.api.send((e) => e.subscription.start, { json: body }),
    invalidate: [...subscriptionQueries, queryKeys.tenantUsage],
  });
}

export function planChangeMutationOptions(ctx: QueryContext, subscriptionId: string) {
  return apiMutation<s.PlanChangeRequest, s.PlanChangeResponse>(ctx, {
    mutationKey: ['subscription', 'change', subscriptionId],
    mutationFn: (body) => ctx.api.send((e) => e.subscription.changePlan(subscriptionId), { json: body }),
    invalidate: subscriptionQueries,
  });
}

export function cancelPlannedChangeMutationOptions(ctx: QueryContext, subscriptionId: string) {
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- TanStack's convention: mutate() takes no variables
  return apiMutation<void, null>(ctx, {
    mutationKey: ['subscription', 'cancel-planned-change', subscriptionId],
    mutationFn: () => ctx.api.send((e) => e.subscription.cancelPlannedChange(subscriptionId)),
    invalidate: subscriptionQueries,
  });
}

export function subscriptionCancelMutationOptions(ctx: QueryContext, subscriptionId: string) {
  return apiMutation<s.SubscriptionCancelRequest, s.SubscriptionCancelResponse>(ctx, {
    mutationKey: ['subscription', 'cancel', subscriptionId],
    mutationFn: (body) => ctx.api.send((e) => e.subscription.cancel(subscriptionId), { json: body }),
    invalidate: [...subscriptionQueries, queryKeys.tenantUsage],
  });
}

export function revertCancelMutationOptions(ctx: QueryContext, subscriptionId: string) {
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- TanStack's convention: mutate() takes no variables
  return apiMutation<void, null>(ctx, {
    mutationKey: ['subscription', 'revert-cancel', subscriptionId],
    mutationFn: () => ctx.api.send((e) => e.subscription.revertCancel(subscriptionId)),
    invalidate: subscriptionQueries,
  });
}

export function reserveSpotMutationOptions(ctx: QueryContext, subscriptionId: string) {
  return apiMutation<s.SpotReserveRequest, s.SpotReserveResponse>(ctx, {
    mutationKey: ['subscription', 'spot', 'reserve', subscriptionId],
    mutationFn: (body) => ctx.api.send((e) => e.subscription.reserveSpot(subscriptionId), { json: body }),
    // A reservation makes a SPOT contract.
    invalidate: [queryKeys.spotReservations(subscriptionId), queryKeys.subscriptionDetail(subscriptionId), queryKeys.contractsAll],
  });
}

export function cancelSpotMutationOptions(ctx: QueryContext, subscriptionId: string) {
  return apiMutation<{ reservationId: string }, null>(ctx, {
    mutationKey: ['subscription', 'spot', 'cancel', subscriptionId],
    mutationFn: ({ reservationId }) =>
      ctx.api.send((e) => e.subscription.cancelSpot(subscriptionId, reservationId)),
    invalidate: [queryKeys.spotReservations(subscriptionId), queryKeys.subscriptionDetail(subscriptionId)],
  });
}

export function buyExtraMutationOptions(ctx: QueryContext, subscriptionId: string) {
  return apiMutation<s.BuyExtraRequest, s.BuyExtraResponse>(ctx, {
    mutationKey: ['subscription', 'extra', subscriptionId],
    mutationFn: (body) => ctx.api.send((e) => e.subscription.buyExtra(subscriptionId), { json: body }),
    // Tickets are charged when bought: a SPOT charge in the history and the billing figures.
    invalidate: [queryKeys.spotReservations(subscriptionId), queryKeys.subscriptionDetail(subscriptionId), queryKeys.subscriptionPayments, queryKeys.billing],
  });
}

export function receiptEmailMutationOptions(ctx: QueryContext, subscriptionId: string) {
  return apiMutation<s.ReceiptEmailRequest, null>(ctx, {
    mutationKey: ['subscription', 'receipt-email', subscriptionId],
    mutationFn: (body) => ctx.api.send((e) => e.subscription.receiptEmail(subscriptionId), { json: body }),
    invalidate: [queryKeys.subscriptionDetail(subscriptionId)],
  });
}
