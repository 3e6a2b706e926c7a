/**
 * Plans and subscriptions (spec sections 4 and 9): subscribe, change plan, cancel, revert, planned change.
 * Every function mutates the world only when it succeeds; a refusal is a returned RuleError.
 */
import { LIMITS, tierRank } from '../catalogue';
import { addDays, isPaymentDay, isSameUtcDay, MINUTE, nextPaymentDate, utcDaysBetween } from '../clock';
import type { World } from '../world';
import {
  cardById,
  chargeSucceeds,
  dataRetentionDays,
  defaultCard,
  isLive,
  isUpgrade,
  latestSubscription,
  liveSubscription,
  logActivity,
  planDef,
  productDef,
  roleHolders,
  setTenantStatus,
  tenant,
} from '../access';
import type { CardRec, PlanCode, SubscriptionRec } from '../types';
import { endSubscription, minimumPeriodStart, projectedCents, startHistory, switchPlan } from './billing';
import { openContract, renewContract } from './contracts';
import { E, err, MESSAGES, type RuleError } from './errors';
import { onSpotWeek } from './spot';
import { monthOfSlot, slotOf, toUsd } from './pricing';

export { endSubscription };

const iso = (d: Date) => d.toISOString();

export interface Actor {
  organizationId: string;
  email: string;
}

/**
 * Minimum-period end: 28 days after the first paid instant. Decision: an upgraded trial counts from its upgrade
 * (the free days are not part of the minimum paid period), docs/decisions.md.
 */
export function minimumPeriodEnd(sub: SubscriptionRec): Date {
  return addDays(minimumPeriodStart(sub), LIMITS.minimumPeriodDays);
}

/**
 * Editing (change, cancel) is refused for a subscription that is not live any more, and during a spot week (a
 * fixed 7 days paid with the ticket).
 */
function requireEditable(sub: SubscriptionRec): RuleError | null {
  if (!isLive(sub)) return err(409, E.PLAN_EXPIRED_EDIT, MESSAGES.planExpired);
  if (onSpotWeek(sub)) return err(409, E.SPOT_PLAN_FIXED, MESSAGES.spotPlanFixed, { endDate: sub.endDate });
  if (sub.channel !== 'CONSOLE') return err(409, E.MARKETPLACE_PLAN, MESSAGES.marketplace, { channel: sub.channel });
  return null;
}

/** Once per UTC day, never on the payment day. */
function requireChangeWindow(world: World, sub: SubscriptionRec): RuleError | null {
  const now = world.clock.now();
  if (isPaymentDay(now)) return err(409, E.PLAN_CHANGE_PAYMENT_DAY, MESSAGES.paymentDay);
  if (sub.lastChangeDate && isSameUtcDay(new Date(sub.lastChangeDate), now)) {
    return err(409, E.PLAN_CHANGE_ONCE_PER_DAY, MESSAGES.oncePerDay);
  }
  return null;
}

function resolveCard(world: World, orgId: string, cardId: string | undefined): CardRec | RuleError {
  const card = cardId ? cardById(world, orgId, cardId) : defaultCard(world, orgId);
  if (!card) return err(400, E.CARD_REQUIRED, MESSAGES.cardRequired);
  return card;
}

// ---------------------------------------------------------------------------------------------------------

export interface SubscribeResult {
  subscription: SubscriptionRec;
}

/** POST /v2/subscription. */
export function subscribe(world: World, actor: Actor, planCode: PlanCode, cardId?: string): SubscribeResult | RuleError {
  const plan = planDef(world, planCode);
  const product = productDef(world, plan.productCode);
  const orgId = actor.organizationId;
  const now = world.clock.now();
  if (!product.available) return err(409, E.NOT_FOUND, MESSAGES.notFound);
  if (plan.tier === 'ENTERPRISE' || !plan.purchasable) return err(409, E.ENTERPRISE_VIA_SALES, MESSAGES.enterprise);
  if (liveSubscription(world, orgId, plan.productCode)) return err(409, E.SUBSCRIPTION_EXISTS, MESSAGES.subscriptionExists);

  const lastCancel = world.data.lastCancelAt[`${orgId}:${plan.productCode}`];
  if (lastCancel && now.getTime() - new Date(lastCancel).getTime() < LIMITS.restartBlockMinutes * MINUTE) {
    return err(409, E.RESTART_BLOCKED, MESSAGES.restartBlocked, {
      availableAt: iso(new Date(new Date(lastCancel).getTime() + LIMITS.restartBlockMinutes * MINUTE)),
    });
  }

  const trialKey = `${orgId}:${plan.productCode}`;
  let card: CardRec | null = null;
  if (plan.tier === 'FREETRIAL') {
    if (world.data.freeTrialsUsed.includes(trialKey)) return err(409, E.FREE_TRIAL_USED, MESSAGES.freeTrialUsed);
  } else {
    const resolved = resolveCard(world, orgId, cardId);
    if (!('number' in resolved)) return resolved;
    card = resolved;
    // The card is authorised now; the hours are billed in arrears on the payment day (billing.ts).
    if (!chargeSucceeds(card)) return err(402, E.PAYMENT_FAILED, MESSAGES.paymentFailed);
  }

  const sub: SubscriptionRec = {
    id: world.nextId('sub'),
    organizationId: orgId,
    productCode: plan.productCode,
    planCode,
    originalPlanCode: null,
    state: plan.tier === 'FREETRIAL' ? 'FREE_TRIAL' : 'ACTIVE',
    channel: 'CONSOLE',
    startDate: iso(now),
    paidStartDate: plan.tier === 'FREETRIAL' ? null : iso(now),
    ...startHistory(planCode, now),
    endDate: null,
    expirationDate: plan.tier === 'FREETRIAL' ? iso(addDays(now, LIMITS.freeTrialDays)) : null,
    cancelledAt: null,
    dataDeletionDate: null,
    dataDeleted: false,
    cardId: card?.id ?? null,
    taxStatement: false,
    plannedChange: null,
    scheduledCancel: null,
    lastChangeDate: null,
    paymentFailure: null,
    spotTickets: 0,
    reservations: [],
    receiptEmail: actor.email,
  };
  world.data.subscriptions.push(sub);
  if (plan.tier === 'FREETRIAL') world.data.freeTrialsUsed.push(trialKey);
  openContract(world, sub, planCode, now);

  // The tenant is (re)configured: about 10 minutes in pending. Data kept since a cancel is restored.
  const t = tenant(world, orgId, plan.productCode);
  if (!t.tenantId || t.tenantStatus === 'deleted' || t.tenantStatus === 'none') {
    t.tenantId = world.nextId(`tenant-${plan.productCode}`);
    t.subDomain = `${orgId}.${plan.productCode}.example`;
    t.usage = { concurrentUsers: 0, monitoredUsers: 0, rooms: 0, updatedAt: iso(now) };
  }
  t.isMovable = true;
  setTenantStatus(world, t, 'pending');
  logActivity(world, orgId, actor.email, 'subscribe', { action: 'subscription.start', facts: { productCode: plan.productCode, planCode: plan.planCode } });
  return { subscription: sub };
}

// ---------------------------------------------------------------------------------------------------------

export interface PlanChangeResult {
  kind: 'UPGRADE' | 'DOWNGRADE';
  effectiveDate: Date;
  /** What the upgrade adds to this billing month's charge (billed on the next payment day). */
  proratedAmount: number | null;
  cancellationRevoked: boolean;
}

/** Which lower-plan limits current usage exceeds (empty = fits). */
export function downgradeOverages(world: World, sub: SubscriptionRec, target: PlanCode): string[] {
  const plan = planDef(world, target);
  const t = tenant(world, sub.organizationId, sub.productCode);
  const over: string[] = [];
  const { members, rooms, concurrentUsers, monitoredUsers } = plan.limits;
  if (concurrentUsers !== null && t.usage.concurrentUsers > concurrentUsers) over.push('concurrentUsers');
  if (monitoredUsers !== null && t.usage.monitoredUsers > monitoredUsers) over.push('monitoredUsers');
  if (rooms !== null && t.usage.rooms > rooms) over.push('rooms');
  if (members !== null && roleHolders(world, sub.organizationId, sub.productCode).length > members) over.push('members');
  return over;
}

/** PUT /v2/subscription/{id}/plan. */
export function changePlan(
  world: World,
  actor: Actor,
  sub: SubscriptionRec,
  targetCode: PlanCode,
  agreement: boolean,
  cardId?: string,
): PlanChangeResult | RuleError {
  const editable = requireEditable(sub);
  if (editable) return editable;
  const current = planDef(world, sub.planCode);
  const target = planDef(world, targetCode);
  if (target.productCode !== sub.productCode) return err(400, E.NOT_FOUND, MESSAGES.notFound);
  if (target.planCode === current.planCode) return err(409, E.PLAN_CHANGE_SAME_PLAN, MESSAGES.samePlan);
  if (target.tier === 'ENTERPRISE') return err(409, E.ENTERPRISE_VIA_SALES, MESSAGES.enterprise);
  if (target.tier === 'FREETRIAL') return err(409, E.DOWNGRADE_VIA_SALES, MESSAGES.downgradeViaSales);
  if (!agreement) return err(400, E.PLAN_AGREEMENT_REQUIRED, MESSAGES.agreement);

  const t = tenant(world, sub.organizationId, sub.productCode);
  if (t.tenantStatus === 'pending' || t.tenantStatus === 'none') {
    return err(409, E.PLAN_CHANGE_TENANT_CONFIGURING, MESSAGES.tenantConfiguring);
  }
  if (t.tenantStatus === 'failed') return err(409, E.TENANT_FAILED, MESSAGES.tenantFailed);

  const window = requireChangeWindow(world, sub);
  if (window) return window;

  const now = world.clock.now();
  const cancellationRevoked = sub.state === 'CANCEL_SCHEDULED';

  if (isUpgrade(current, target)) {
    const resolved = resolveCard(world, sub.organizationId, cardId ?? sub.cardId ?? undefined);
    if (!('number' in resolved)) return resolved;
    if (!chargeSucceeds(resolved)) return err(402, E.PAYMENT_FAILED, MESSAGES.paymentFailed);
    const month = monthOfSlot(slotOf(now.getTime()));
    const thisMonth = () => projectedCents(world, sub, month.firstSlot, month.firstSlot + month.hours);
    const before = thisMonth();
    sub.originalPlanCode = current.planCode;
    if (sub.state === 'FREE_TRIAL') sub.paidStartDate = iso(now);
    switchPlan(sub, target.planCode, now);
    renewContract(world, sub, target.planCode, now);
    sub.cardId = resolved.id;
    if (sub.state === 'FREE_TRIAL' || sub.state === 'CANCEL_SCHEDULED') sub.state = 'ACTIVE';
    sub.expirationDate = null;
    sub.plannedChange = null;
    sub.scheduledCancel = null;
    sub.endDate = null;
    sub.dataDeletionDate = null;
    sub.lastChangeDate = iso(now);
    const prorated = toUsd(thisMonth() - before);
    logActivity(world, sub.organizationId, actor.email, 'subscribe', { action: 'subscription.upgrade', facts: { productCode: sub.productCode, planCode: target.planCode } });
    return { kind: 'UPGRADE', effectiveDate: now, proratedAmount: prorated, cancellationRevoked };
  }

  const over = downgradeOverages(world, sub, target.planCode);
  if (over.length > 0) {
    return err(409, E.DOWNGRADE_LIMIT_EXCEEDED, MESSAGES.downgradeLimit, { exceeded: over.join(',') });
  }
  const effective = nextPaymentDate(now);
  sub.plannedChange = { planCode: target.planCode, effectiveDate: iso(effective), requestedDate: iso(now) };
  if (sub.state === 'CANCEL_SCHEDULED') sub.state = 'ACTIVE';
  sub.scheduledCancel = null;
  sub.endDate = null;
  sub.dataDeletionDate = null;
  sub.lastChangeDate = iso(now);
  logActivity(world, sub.organizationId, actor.email, 'subscribe', { action: 'subscription.downgrade', facts: { productCode: sub.productCode, planCode: target.planCode } });
  return { kind: 'DOWNGRADE', effectiveDate: effective, proratedAmount: null, cancellationRevoked };
}

/** DELETE /v2/subscription/{id}/plan/planned: from the day after the request. */
export function cancelPlannedChange(world: World, actor: Actor, sub: SubscriptionRec): true | RuleError {
  if (!sub.plannedChange) return err(409, E.PLANNED_CHANGE_NOT_FOUND, MESSAGES.plannedChangeNotFound);
  if (utcDaysBetween(new Date(sub.plannedChange.requestedDate), world.clock.now()) < 1) {
    return err(409, E.PLANNED_CHANGE_SAME_DAY, MESSAGES.plannedChangeSameDay);
  }
  sub.plannedChange = null;
  logActivity(world, sub.organizationId, actor.email, 'subscribe', { action: 'subscription.plannedChangeCancel', facts: { productCode: sub.productCode } });
  return true;
}

// ---------------------------------------------------------------------------------------------------------

export interface CancelResult {
  immediate: boolean;
  endDate: Date;
  dataDeletionDate: Date;
  plannedChangeCancelled: boolean;
}

/** POST /v2/subscription/{id}/cancel. */
export function cancel(world: World, actor: Actor, sub: SubscriptionRec): CancelResult | RuleError {
  if (sub.state === 'CANCEL_SCHEDULED' || sub.state === 'CANCELLED') {
    return err(409, E.SUBSCRIPTION_ALREADY_CANCELLED, MESSAGES.alreadyCancelled, { endDate: sub.endDate ?? sub.scheduledCancel?.effectiveDate ?? null });
  }
  const editable = requireEditable(sub);
  if (editable) return editable;
  const window = requireChangeWindow(world, sub);
  if (window) return window;

  const now = world.clock.now();
  const plannedChangeCancelled = sub.plannedChange !== null;
  sub.plannedChange = null;
  sub.lastChangeDate = iso(now);
  const minEnd = minimumPeriodEnd(sub);
  const keep = dataRetentionDays(world, sub.productCode);

  if (sub.state !== 'FREE_TRIAL' && now.getTime() < minEnd.getTime()) {
    sub.state = 'CANCEL_SCHEDULED';
    sub.scheduledCancel = { requestedDate: iso(now), effectiveDate: iso(minEnd) };
    sub.endDate = iso(minEnd);
    sub.dataDeletionDate = iso(addDays(minEnd, keep));
    logActivity(world, sub.organizationId, actor.email, 'subscribe', { action: 'subscription.cancelScheduled', facts: { productCode: sub.productCode } });
    return { immediate: false, endDate: minEnd, dataDeletionDate: addDays(minEnd, keep), plannedChangeCancelled };
  }

  // Billing up to this point: the hours not billed yet, due on the next payment day (billing.ts).
  endSubscription(world, sub, 'CANCELLED', now);
  logActivity(world, sub.organizationId, actor.email, 'subscribe', { action: 'subscription.cancel', facts: { productCode: sub.productCode } });
  return { immediate: true, endDate: now, dataDeletionDate: addDays(now, keep), plannedChangeCancelled };
}

/** DELETE /v2/subscription/{id}/cancel: withdraw a scheduled cancel (any time, any day). */
export function revertCancel(world: World, actor: Actor, sub: SubscriptionRec): true | RuleError {
  if (sub.state !== 'CANCEL_SCHEDULED' || !sub.scheduledCancel) {
    return err(409, E.CANCEL_NOT_SCHEDULED, MESSAGES.cancelNotScheduled);
  }
  sub.state = 'ACTIVE';
  sub.scheduledCancel = null;
  sub.endDate = null;
  sub.dataDeletionDate = null;
  logActivity(world, sub.organizationId, actor.email, 'subscribe', { action: 'subscription.revert', facts: { productCode: sub.productCode } });
  return true;
}

/** Subscriptions of a product, newest first, for the product list. */
export function productSubscription(world: World, orgId: string, productCode: SubscriptionRec['productCode']) {
  return liveSubscription(world, orgId, productCode) ?? latestSubscription(world, orgId, productCode);
}

export { tierRank };
