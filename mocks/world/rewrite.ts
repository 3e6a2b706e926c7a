/**
 * Rewriting a subscription's history, for scenarios and tests that need a world the seed does not have (a
 * subscription inside its minimum period, a trial, one that ended some time ago). The billing engine replays
 * the charges, so the ledger stays its own.
 */
import { LIMITS } from './catalogue';
import { addDays } from './clock';
import type { World } from './world';
import { setTenantStatus, tenant } from './access';
import { closePlanHistory, rebill } from './rules/billing';
import { closeContract, openContract } from './rules/contracts';
import type { PlanCode, SubscriptionRec } from './types';

const iso = (d: Date) => d.toISOString();

/**
 * Rewrites a subscription as if it had started at `start` on `planCode` (its charges and contracts replayed by the
 * billing engine), so a scenario can put it inside its minimum period or make it a trial.
 */
export function restart(world: World, sub: SubscriptionRec, planCode: PlanCode, start: Date): void {
  const trial = planCode.endsWith('_FREETRIAL');
  Object.assign(sub, {
    planCode,
    originalPlanCode: null,
    state: trial ? 'FREE_TRIAL' : 'ACTIVE',
    startDate: iso(start),
    paidStartDate: trial ? null : iso(start),
    planHistory: [{ planCode, from: iso(start), to: null }],
    expirationDate: trial ? iso(addDays(start, LIMITS.freeTrialDays)) : null,
    endDate: null,
    cancelledAt: null,
    dataDeletionDate: null,
    plannedChange: null,
    scheduledCancel: null,
    paymentFailure: null,
    lastChangeDate: trial ? null : iso(start),
  } satisfies Partial<SubscriptionRec>);
  world.data.contracts = world.data.contracts.filter((c) => c.subscriptionId !== sub.id);
  openContract(world, sub, planCode, start);
  world.data.payments = world.data.payments.filter((p) => p.subscriptionId !== sub.id);
  sub.billedUntil = iso(start);
  rebill(world, sub, start);
}

/** Ends a subscription at a past instant (its last hours billed as the engine would have). */
export function endedAt(world: World, sub: SubscriptionRec, at: Date, state: 'CANCELLED' | 'EXPIRED'): void {
  closePlanHistory(sub, at);
  Object.assign(sub, {
    state,
    endDate: iso(at),
    cancelledAt: state === 'CANCELLED' ? iso(at) : null,
    expirationDate: state === 'EXPIRED' ? iso(at) : sub.expirationDate,
    dataDeletionDate: iso(addDays(at, LIMITS.dataRetentionDays)),
    plannedChange: null,
    scheduledCancel: null,
    paymentFailure: null,
  } satisfies Partial<SubscriptionRec>);
  world.data.lastCancelAt[`${sub.organizationId}:${sub.productCode}`] = iso(at);
  closeContract(world, sub, at);
  rebill(world, sub, at);
  // The product's roles go with it (as the member screens show for an ended service).
  for (const m of world.data.members) {
    if (!m.isOwner) m.roles = Object.fromEntries(Object.entries(m.roles).filter(([code]) => code !== sub.productCode));
  }
  const t = tenant(world, sub.organizationId, sub.productCode);
  setTenantStatus(world, t, 'stopped');
  t.statusSince = iso(at);
  t.isMovable = false;
}

