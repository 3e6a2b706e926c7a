import type { Plan, SubscriptionDetailResponse, SubscriptionState } from '@contract/schemas';

// No strings here: the plan confirmation (its own folder and catalog) uses these without the plan pages' catalog.

/** Tier order of the contract (ascending): decides upgrade versus downgrade. */
const tierOrder: Plan['tier'][] = ['FREETRIAL', 'SMALL', 'MEDIUM', 'LARGE', 'ENTERPRISE'];
export function tierRank(tier: Plan['tier']): number {
  return tierOrder.indexOf(tier);
}

/** Live subscriptions can be changed or cancelled; cancelled and expired ones cannot. */
export function isLiveState(state: SubscriptionState | null | undefined): boolean {
  return state === 'FREE_TRIAL' || state === 'ACTIVE' || state === 'CANCEL_SCHEDULED' || state === 'PAYMENT_FAILED';
}

/**
 * A spot week running (spec section 4, a 7-day subscription): ACTIVE with an expiration date, the week's end. Its
 * plan can be neither changed nor cancelled until then (the server's SPOT_PLAN_FIXED); then it expires.
 */
export function isSpotWeek(detail: Pick<SubscriptionDetailResponse, 'state' | 'expirationDate'>): boolean {
  return detail.state === 'ACTIVE' && detail.expirationDate !== null;
}
