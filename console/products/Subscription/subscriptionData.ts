import { useQuery } from '@tanstack/react-query';
import { subscriptionDetailQueryOptions, subscriptionStatusQueryOptions } from '@console/api/queries/subscription';
import type { SubscriptionDetailResponse } from '@contract/schemas';
import type { ProductCode } from '@contract/schemas/common';
import { useServices } from '@console/app/ServicesContext';

/** The product's row of GET /v2/subscription/status, then its subscription (GET /v2/subscription/{id}). */
export function useProductSubscription(productCode: ProductCode) {
  const services = useServices();
  const status = useQuery(subscriptionStatusQueryOptions(services));
  const row = status.data?.find((item) => item.productCode === productCode);
  const subscriptionId = row?.subscriptionId ?? undefined;
  const detail = useQuery(subscriptionDetailQueryOptions(services, subscriptionId));
  const isPending = status.isPending || (subscriptionId !== undefined && detail.isPending);
  const error = status.error ?? (subscriptionId !== undefined ? detail.error : null);
  return {
    row,
    detail: detail.data,
    isPending: isPending && !error,
    error,
    retry: () => {
      if (status.isError) void status.refetch();
      else void detail.refetch();
    },
  };
}

/** Live: the subscription runs (a trial, paid, a cancel still to come, a failed payment in its grace period). */
export function isLive(detail: Pick<SubscriptionDetailResponse, 'state'>): boolean {
  return detail.state !== 'CANCELLED' && detail.state !== 'EXPIRED';
}

/** Spec section 4: once a plan has expired (free trial or spot plan), nothing can be edited. */
export function isEditBlocked(detail: Pick<SubscriptionDetailResponse, 'state'>): boolean {
  return detail.state === 'EXPIRED';
}

export { isSpotWeek } from '@console/plans';
