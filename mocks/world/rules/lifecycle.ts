/**
 * Time-driven transitions. `settle(world)` runs before every request and applies what should have happened
 * by the clock's "now": configuring ends (~10 min), free trials expire (14 days), planned downgrades and
 * scheduled cancels take effect, the monthly charge on the payment day, the 3-day grace period of a failed
 * payment (cancelled at once for a product without grace), data deletion, invitation expiry.
 */
import { LIMITS } from '../catalogue';
import { addDays, lastPaymentDate, MINUTE } from '../clock';
import type { World } from '../db';
import { cardById, chargeSucceeds, isLive, planDef, productDef, setTenantStatus, tenant } from '../access';
import type { SubscriptionRec } from '../types';
import { endSubscription, recordPayment } from './subscription';
import { E, err, MESSAGES, type RuleError } from './errors';

const iso = (d: Date) => d.toISOString();

export function settle(world: World): void {
  const now = world.clock.now();
  const nowMs = now.getTime();

  for (const t of world.data.tenants) {
    if (t.tenantStatus === 'pending' && nowMs - new Date(t.statusSince).getTime() >= LIMITS.configurationMinutes * MINUTE) {
      const live = world.data.subscriptions.some((s) => s.organizationId === t.organizationId && s.productCode === t.productCode && isLive(s));
      if (live) setTenantStatus(world, t, 'running');
    }
  }

  for (const sub of world.data.subscriptions) {
    if (sub.state === 'FREE_TRIAL' && sub.expirationDate && new Date(sub.expirationDate).getTime() <= nowMs) {
      endSubscription(world, sub, 'EXPIRED', new Date(sub.expirationDate));
      continue;
    }
    if (sub.plannedChange && new Date(sub.plannedChange.effectiveDate).getTime() <= nowMs) {
      sub.originalPlanCode = sub.planCode;
      sub.planCode = sub.plannedChange.planCode;
      sub.plannedChange = null;
    }
    if (sub.state === 'CANCEL_SCHEDULED' && sub.scheduledCancel && new Date(sub.scheduledCancel.effectiveDate).getTime() <= nowMs) {
      endSubscription(world, sub, 'CANCELLED', new Date(sub.scheduledCancel.effectiveDate));
      continue;
    }
    if (sub.state === 'PAYMENT_FAILED' && sub.paymentFailure && new Date(sub.paymentFailure.graceEndDate).getTime() <= nowMs) {
      endSubscription(world, sub, 'CANCELLED', new Date(sub.paymentFailure.graceEndDate));
      continue;
    }
    if (sub.state === 'ACTIVE' || sub.state === 'CANCEL_SCHEDULED') chargeIfDue(world, sub, now);
  }

  for (const sub of world.data.subscriptions) {
    if ((sub.state === 'CANCELLED' || sub.state === 'EXPIRED') && sub.dataDeletionDate && new Date(sub.dataDeletionDate).getTime() <= nowMs) {
      const t = tenant(world, sub.organizationId, sub.productCode);
      const newer = world.data.subscriptions.some((s) => s !== sub && s.organizationId === sub.organizationId && s.productCode === sub.productCode && isLive(s));
      if (!newer && t.tenantStatus !== 'deleted') setTenantStatus(world, t, 'deleted');
    }
  }

  for (const m of world.data.members) {
    if (m.status === 'Pending' && m.invitationExpiresAt && new Date(m.invitationExpiresAt).getTime() <= nowMs) m.status = 'Expired';
  }
}

/** The monthly charge on the payment day (for the previous billing month). */
function chargeIfDue(world: World, sub: SubscriptionRec, now: Date): void {
  const due = lastPaymentDate(now);
  if (new Date(sub.startDate).getTime() >= due.getTime()) return;
  if (sub.lastPaymentDate && new Date(sub.lastPaymentDate).getTime() >= due.getTime()) return;
  const plan = planDef(world, sub.planCode);
  if (plan.monthlyPriceUsd === null) return;
  const card = sub.cardId ? cardById(world, sub.organizationId, sub.cardId) : undefined;
  const ok = chargeSucceeds(card);
  const usageStart = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() - 1, 1));
  const usageEnd = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), 0));
  const id = recordPayment(world, sub, plan.monthlyPriceUsd, card ?? null, ok ? 'Paid' : 'Failed', plan.name, usageStart, usageEnd, due);
  sub.lastPaymentDate = iso(due);
  if (!ok) failPayment(world, sub, id, due, 'Card declined');
}

/** A failed payment: retried for the product's grace days, or cancelled at once (A/B product). */
export function failPayment(world: World, sub: SubscriptionRec, paymentId: string, at: Date, reason: string): void {
  const grace = productDef(world, sub.productCode).paymentGraceDays;
  if (grace <= 0) {
    sub.paymentFailure = { paymentId, failedDate: iso(at), graceEndDate: iso(at), reason };
    endSubscription(world, sub, 'CANCELLED', at);
    return;
  }
  sub.state = 'PAYMENT_FAILED';
  sub.paymentFailure = { paymentId, failedDate: iso(at), graceEndDate: iso(addDays(at, grace)), reason };
}

/** POST /v2/billing/failed-payments/{id}/retry. */
export function retryPayment(world: World, orgId: string, paymentId: string, cardId?: string): { status: 'Paid' } | RuleError {
  const sub = world.data.subscriptions.find((s) => s.organizationId === orgId && s.paymentFailure?.paymentId === paymentId && s.state === 'PAYMENT_FAILED');
  if (!sub) return err(404, E.NOT_FOUND, MESSAGES.notFound);
  const card = cardById(world, orgId, cardId ?? sub.cardId ?? '');
  if (!card) return err(400, E.CARD_REQUIRED, MESSAGES.cardRequired);
  if (!chargeSucceeds(card)) return err(402, E.PAYMENT_FAILED, MESSAGES.paymentFailed);
  const payment = world.data.payments.find((p) => p.id === paymentId);
  if (payment) {
    payment.status = 'Paid';
    payment.cardId = card.id;
    payment.lastDigits = card.number.slice(-4);
  }
  sub.state = sub.scheduledCancel ? 'CANCEL_SCHEDULED' : 'ACTIVE';
  sub.paymentFailure = null;
  sub.cardId = card.id;
  return { status: 'Paid' };
}

/** A tenant pending/none is "configuring". */
export function tenantGate(world: World, orgId: string, productCode: SubscriptionRec['productCode']): RuleError | null {
  const t = tenant(world, orgId, productCode);
  if (t.tenantStatus === 'failed') return err(409, E.TENANT_FAILED, MESSAGES.tenantFailed);
  if (t.tenantStatus === 'pending' || t.tenantStatus === 'none') return err(409, E.TENANT_CONFIGURING, MESSAGES.tenantConfiguring);
  return null;
}
