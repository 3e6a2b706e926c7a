import type { Plan, SubscriptionState } from '@console/api/schemas';

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
