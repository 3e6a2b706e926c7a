/**
 * Time-driven transitions. `settle(world)` runs before every request and replays, in time order, everything the
 * clock says has happened since the last call: configuring and stopping end (~10 min), free trials expire
 * (14 days), planned downgrades and scheduled cancels take effect, month-end usage is recorded, the monthly
 * charges run on each payment day, failed charges are retried daily during the grace period and the grace
 * period ends in a cancel, marketplace invoices are settled, spot weeks start (the subscription runs again) and
 * end (it expires), kept data is deleted, invitations and ownership transfers lapse.
 *
 * Each event runs with the clock set to the instant it happened, so a jump over several months gives the same
 * world as living through them. Events at the same instant run in a fixed order (`order`).
 */
import { LIMITS } from '../catalogue';
import { addMonths, MINUTE, paymentDayIn } from '../clock';
import type { World } from '../world';
import { cardById, chargeSucceeds, isLive, setTenantStatus, tenant } from '../access';
import type { SubscriptionRec, TenantRec } from '../types';
import { attemptCharge, autoRetry, endSubscription, nextAutoRetry, paymentRun, switchPlan } from './billing';
import { renewContract } from './contracts';
import { E, err, MESSAGES, type RuleError } from './errors';
import { endSpotWeek, startSpotWeek } from './spot';

interface Due {
  at: number;
  order: number;
  run: () => void;
}

const ms = (iso: string) => new Date(iso).getTime();

function hasLive(world: World, t: TenantRec): boolean {
  return world.data.subscriptions.some((s) => s.organizationId === t.organizationId && s.productCode === t.productCode && isLive(s));
}

function inSpotWeek(world: World, t: TenantRec, at: number): boolean {
  return world.data.subscriptions.some(
    (s) =>
      s.organizationId === t.organizationId &&
      s.productCode === t.productCode &&
      s.reservations.some((r) => !r.cancelled && ms(r.startDate) <= at && at < ms(r.endDate)),
  );
}

/** Everything due at or before `now`. */
function dueEvents(world: World, now: number): Due[] {
  const out: Due[] = [];
  const add = (at: number, order: number, run: () => void) => {
    if (at <= now) out.push({ at, order, run });
  };
  const d = world.data;

  // Month-end usage: recorded at 00:00 on the 1st for the month that just ended.
  const closed = new Date(`${d.usageClosedMonth}-01T00:00:00Z`);
  const toClose = addMonths(closed, 1);
  add(addMonths(toClose, 1).getTime(), 0, () => {
    const key = toClose.toISOString().slice(0, 7);
    for (const t of d.tenants) t.usageHistory[key] ??= { concurrentUsers: t.usage.concurrentUsers, monitoredUsers: t.usage.monitoredUsers, rooms: t.usage.rooms };
    d.usageClosedMonth = key;
  });

  for (const t of d.tenants) {
    const since = ms(t.statusSince) + LIMITS.configurationMinutes * MINUTE;
    if (t.tenantStatus === 'pending' && hasLive(world, t)) add(since, 1, () => setTenantStatus(world, t, 'running'));
    if (t.tenantStatus === 'stopping') add(since, 1, () => setTenantStatus(world, t, inSpotWeek(world, t, since) ? 'running' : 'stopped'));
  }

  for (const sub of d.subscriptions) {
    if (sub.plannedChange && isLive(sub)) {
      const change = sub.plannedChange;
      add(ms(change.effectiveDate), 2, () => {
        const at = world.clock.now();
        sub.originalPlanCode = sub.planCode;
        switchPlan(sub, change.planCode, at);
        renewContract(world, sub, change.planCode, at);
        sub.plannedChange = null;
      });
    }
    if (sub.state === 'FREE_TRIAL' && sub.expirationDate) {
      add(ms(sub.expirationDate), 3, () => endSubscription(world, sub, 'EXPIRED', world.clock.now()));
    }
    if (sub.state === 'CANCEL_SCHEDULED' && sub.scheduledCancel) {
      add(ms(sub.scheduledCancel.effectiveDate), 3, () => endSubscription(world, sub, 'CANCELLED', world.clock.now()));
    }
    if (sub.state === 'PAYMENT_FAILED' && sub.paymentFailure) {
      add(ms(sub.paymentFailure.graceEndDate), 6, () => endSubscription(world, sub, 'CANCELLED', world.clock.now()));
    }
    if (!isLive(sub) && sub.dataDeletionDate && !sub.dataDeleted) {
      add(ms(sub.dataDeletionDate), 8, () => deleteKeptData(world, sub));
    }
    for (const r of sub.reservations) {
      if (r.cancelled) continue;
      if (!r.startedAt) add(ms(r.startDate), 8, () => startSpotWeek(world, sub, r));
      else if (!r.endedAt) add(ms(r.endDate), 8, () => endSpotWeek(world, sub, r));
    }
  }

  // The monthly run on the next payment day after the last one.
  const last = new Date(d.billingRunAt);
  const nextRun = paymentDayIn(last.getUTCFullYear(), last.getUTCMonth() + 1);
  add(nextRun.getTime(), 4, () => paymentRun(world, nextRun));

  for (const charge of d.payments) {
    const retryAt = nextAutoRetry(world, charge);
    if (retryAt !== null) add(retryAt, 5, () => autoRetry(world, charge));
    if (charge.status === 'Unpaid' && charge.settleDate) {
      add(ms(charge.settleDate), 7, () => {
        charge.status = 'Paid';
        charge.paymentDate = world.clock.nowIso();
      });
    }
  }

  for (const m of d.members) {
    if (m.status === 'Pending' && m.invitationExpiresAt) add(ms(m.invitationExpiresAt), 9, () => {
      m.status = 'Expired';
    });
  }
  for (const o of d.organizations) {
    const transfer = o.ownerTransfer;
    if (transfer) add(ms(transfer.expiresAt), 9, () => {
      o.ownerTransfer = null;
      o.pendingOwnerEmail = null;
    });
  }
  return out;
}

/** Data kept since the end is deleted, unless the product has been subscribed again. */
function deleteKeptData(world: World, sub: SubscriptionRec): void {
  sub.dataDeleted = true;
  const t = tenant(world, sub.organizationId, sub.productCode);
  const newer = world.data.subscriptions.some((s) => s !== sub && s.organizationId === sub.organizationId && s.productCode === sub.productCode && isLive(s));
  if (!newer && t.tenantStatus !== 'deleted') setTenantStatus(world, t, 'deleted');
}

/** Safety net: a world whose events never stop would hang every request. */
const MAX_EVENTS = 20_000;

export function settle(world: World): void {
  const now = world.clock.nowMs();
  try {
    for (let i = 0; i < MAX_EVENTS; i++) {
      const due = dueEvents(world, now);
      if (due.length === 0) return;
      const next = due.reduce((a, b) => (b.at < a.at || (b.at === a.at && b.order < a.order) ? b : a));
      world.clock.set(new Date(next.at));
      next.run();
    }
    throw new Error('settle: too many events (a transition that never completes?)');
  } finally {
    world.clock.set(new Date(now));
  }
}

/** POST /v2/billing/failed-payments/{id}/retry: the owner retries a failed charge, on another card if given. */
export function retryPayment(world: World, orgId: string, paymentId: string, cardId?: string): { status: 'Paid' } | RuleError {
  const charge = world.data.payments.find((p) => p.id === paymentId && p.organizationId === orgId && p.status === 'Failed');
  if (!charge) return err(404, E.NOT_FOUND, MESSAGES.notFound);
  const sub = world.data.subscriptions.find((s) => s.id === charge.subscriptionId);
  const card = cardById(world, orgId, cardId ?? sub?.cardId ?? charge.cardId ?? '');
  if (!card) return err(400, E.CARD_REQUIRED, MESSAGES.cardRequired);
  if (!chargeSucceeds(card)) {
    charge.attempts += 1;
    return err(402, E.PAYMENT_FAILED, MESSAGES.paymentFailed);
  }
  attemptCharge(world, charge, card.id);
  if (sub && isLive(sub)) sub.cardId = card.id;
  return { status: 'Paid' };
}

/** A tenant pending/none is "configuring". */
export function tenantGate(world: World, orgId: string, productCode: SubscriptionRec['productCode']): RuleError | null {
  const t = tenant(world, orgId, productCode);
  if (t.tenantStatus === 'failed') return err(409, E.TENANT_FAILED, MESSAGES.tenantFailed);
  if (t.tenantStatus === 'pending' || t.tenantStatus === 'none') return err(409, E.TENANT_CONFIGURING, MESSAGES.tenantConfiguring);
  return null;
}
