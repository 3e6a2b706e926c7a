import { useQueries, useQuery } from '@tanstack/react-query';
import { memberListQueryOptions } from '@console/api/queries/members';
import { plansQueryOptions, subscriptionListQueryOptions } from '@console/api/queries/subscription';
import type { ProductCode } from '@contract/schemas/common';
import type { SubscriptionSummary } from '@contract/schemas/subscriptions';
import { useServices } from '@console/app/ServicesContext';
import { MAX_INVITES_AT_ONCE, type KnownMembers } from './inviteForm';

/** Subscription states that still give the organisation its plan (the server's "live" subscriptions). */
const liveStates: ReadonlySet<SubscriptionSummary['state']> = new Set(['FREE_TRIAL', 'ACTIVE', 'CANCEL_SCHEDULED', 'PAYMENT_FAILED']);

/** The most the page asks for to count members and check addresses (the API's page limit). */
const ALL_MEMBERS_PAGE = 100;

/** A product the organisation can give roles on now: subscribed, and its plan allows members. */
export interface InvitableProduct {
  productCode: ProductCode;
  planCode: SubscriptionSummary['planCode'];
}

export type InviteEligibility =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  /** Spec section 6: members cannot be invited before subscribing. */
  | { state: 'noSubscriptions' }
  /** Every live plan allows no members (a free trial): point to that product's plan page. */
  | { state: 'planCannotInvite'; productCode: ProductCode }
  /** The members already there (and pending invitations) fill the plan's allowance. */
  | { state: 'limitReached'; limit: number; productCode: ProductCode }
  | {
      state: 'ready';
      /** How many rows the form may have: 10, or fewer when the plan has fewer places left. */
      maxRows: number;
      /** Places left under the plan (null: unlimited, or not countable here). */
      remaining: number | null;
      products: InvitableProduct[];
      known: KnownMembers;
    };

/**
 * Whether the owner can invite now, and how many: live subscriptions, their plans' member allowance (the
 * largest counts for the organisation, as on the server) and the members taking a place (everyone but the
 * owner and expired invitations). The server checks all of it again; this only says it before the form.
 */
export function useInviteEligibility(): InviteEligibility {
  const services = useServices();
  const subscriptions = useQuery(subscriptionListQueryOptions(services));
  const everyone = useQuery({ ...memberListQueryOptions(services, { pageNum: 0, pageSize: ALL_MEMBERS_PAGE }), placeholderData: undefined });
  const live = (subscriptions.data ?? []).filter((subscription) => liveStates.has(subscription.state));
  const plans = useQueries({
    queries: live.map((subscription) => plansQueryOptions(services, subscription.productCode)),
  });

  const failed = [subscriptions, everyone, ...plans].find((query) => query.isError);
  if (failed) {
    return {
      state: 'error',
      error: failed.error,
      retry: () => {
        for (const query of [subscriptions, everyone, ...plans]) if (query.isError) void query.refetch();
      },
    };
  }
  if (!subscriptions.data || !everyone.data || plans.some((query) => !query.data)) return { state: 'loading' };
  if (live.length === 0) return { state: 'noSubscriptions' };

  const allowance = live.map((subscription, index) => {
    const plan = plans[index]?.data?.plans.find((candidate) => candidate.planCode === subscription.planCode);
    // A plan missing from the catalogue: let the server decide.
    return { subscription, members: plan ? plan.limits.members : null };
  });
  const products = allowance
    .filter(({ members }) => members === null || members > 0)
    .map(({ subscription }) => ({ productCode: subscription.productCode, planCode: subscription.planCode }));
  const first = allowance[0];
  if (products.length === 0 && first) return { state: 'planCannotInvite', productCode: first.subscription.productCode };

  const limit = allowance.some(({ members }) => members === null) ? null : Math.max(...allowance.map(({ members }) => members ?? 0));
  const complete = everyone.data.totalElements <= everyone.data.content.length;
  const taken = everyone.data.content.filter((member) => !member.isOwner && member.status !== 'Expired').length;
  const remaining = limit === null || !complete ? null : Math.max(0, limit - taken);
  if (remaining === 0 && limit !== null) {
    // The plan that sets the allowance is the one to enlarge.
    const largest = allowance.find((entry) => entry.members === limit) ?? first;
    if (largest) return { state: 'limitReached', limit, productCode: largest.subscription.productCode };
  }

  return {
    state: 'ready',
    maxRows: Math.min(MAX_INVITES_AT_ONCE, remaining ?? MAX_INVITES_AT_ONCE),
    remaining,
    products,
    known: new Map(everyone.data.content.map((member) => [member.email.toLowerCase(), member.status])),
  };
}
