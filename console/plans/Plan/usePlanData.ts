import { useQuery } from '@tanstack/react-query';
import type { ProductCode } from '@contract/schemas';
import { cardsQueryOptions } from '@console/api/queries/cards';
import { plansQueryOptions, subscriptionDetailQueryOptions, subscriptionStatusQueryOptions } from '@console/api/queries/subscription';
import { useServices } from '@console/app/ServicesContext';
import { useShellData } from '@console/shell';
import { isLiveState } from './planRules';

/**
 * What every plan page reads: the product's plan catalogue, which product is subscribed (status) and, for a live
 * subscription, its detail (current plan, planned change, scheduled cancel, channel, dates), or an expired one's. Cards only when asked
 * (the confirm page). `isOwner`: subscription changes are owner-only on the server (NO_PERMISSION).
 */
export function usePlanData(productCode: ProductCode, options: { cards?: boolean } = {}) {
  const services = useServices();
  const { organizationUser } = useShellData();
  const plans = useQuery(plansQueryOptions(services, productCode));
  const status = useQuery(subscriptionStatusQueryOptions(services));
  const row = status.data?.find((item) => item.productCode === productCode);
  const liveId = row && row.subscribed && isLiveState(row.state) ? (row.subscriptionId ?? undefined) : undefined;
  // An expired plan (free trial or spot week) shows as expired (spec section 4); a new plan starts a new subscription.
  const expiredId = !liveId && row?.state === 'EXPIRED' ? (row.subscriptionId ?? undefined) : undefined;
  const shownId = liveId ?? expiredId;
  const detail = useQuery(subscriptionDetailQueryOptions(services, shownId));
  const isOwner = organizationUser?.isOwner ?? true;
  // Cards are the owner's (a member gets NO_PERMISSION): a member sees the form without them, disabled.
  const wantsCards = options.cards === true && isOwner;
  const cards = useQuery({ ...cardsQueryOptions(services), enabled: wantsCards });

  const queries = [plans, status, ...(shownId ? [detail] : []), ...(wantsCards ? [cards] : [])];
  const failed = queries.find((query) => query.isError);
  const isPending = !failed && queries.some((query) => query.isPending);
  return {
    plans: plans.data?.plans ?? [],
    statusRow: row,
    subscription: liveId ? detail.data : undefined,
    /** The product's expired subscription, when it has no live one: shown, never edited. */
    expired: expiredId ? detail.data : undefined,
    cards: cards.data ?? [],
    isOwner,
    isPending,
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
