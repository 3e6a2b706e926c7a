/**
 * The billing engine: one ledger for every charge (docs/decisions.md, "Billing model").
 *
 * - A subscription carries its plan history (`planHistory`). Each clock hour in which it is live is billed
 *   once, at the plan in force at the last live instant of that hour (an upgrade at 03:20 bills 03:00-04:00 at
 *   the new plan; a start at 10:20 bills 10:00-11:00). Prices: `pricing.ts`.
 * - `billedUntil` is the subscription's billing cursor: a charge bills the hours from it up to a bound and moves
 *   it there, so no hour is ever on two charges and none is skipped.
 * - MONTHLY charges are made on the payment day for every hour before the 1st of that month (billing month
 *   1st..last, paid on the 5th, in arrears: "amount fixed on month-end usage"), with the overage of month-end
 *   usage. FINAL charges bill up to a subscription's end and are due on the next payment day. SPOT charges are
 *   tickets, charged when bought.
 * - A charge is Pending (awaiting billing or payment) until its due date; then a card charge is Paid or Failed,
 *   a tax-statement (marketplace) invoice is Unpaid until the marketplace settles it. A Failed card charge is
 *   retried automatically once a day during the product's grace period (3 days)
 *   and by the owner at any time; at the end of the grace period the subscription is cancelled.
 */
import { USAGE_BASIS } from '../catalogue';
import { addDays, DAY, daysInMonth, nextPaymentDate } from '../clock';
import type { World } from '../world';
import { cardById, chargeSucceeds, dataRetentionDays, defaultCard, isLive, planDef, productDef, setTenantStatus, tenant } from '../access';
import type { ChargeItem, ChargeKind, ChargeLineRec, PaymentRec, PlanCode, PlanPeriodRec, SubscriptionRec } from '../types';
import { closeContract } from './contracts';
import { monthOfSlot, priceSlots, slotCeil, slotOf, slotStart, toCents, toUsd } from './pricing';

const iso = (d: Date) => d.toISOString();

// ---------------------------------------------------------------------------------------------------------
// Plan history

/** The plan in force now (the open period), or the last one. */
export function currentPeriod(sub: SubscriptionRec): PlanPeriodRec | undefined {
  return sub.planHistory[sub.planHistory.length - 1];
}

/** Starts `planCode` at `at`, closing the running period there. */
export function switchPlan(sub: SubscriptionRec, planCode: PlanCode, at: Date): void {
  const open = currentPeriod(sub);
  if (open && open.to === null) open.to = iso(at);
  sub.planHistory.push({ planCode, from: iso(at), to: null });
  sub.planCode = planCode;
}

/** Closes the running period at `at` (the subscription ends). */
export function closePlanHistory(sub: SubscriptionRec, at: Date): void {
  const open = currentPeriod(sub);
  if (open && open.to === null) open.to = iso(at);
}

/** A new subscription's history and billing cursor. */
export function startHistory(planCode: PlanCode, at: Date): Pick<SubscriptionRec, 'planHistory' | 'billedUntil'> {
  return { planHistory: [{ planCode, from: iso(at), to: null }], billedUntil: iso(slotStart(slotOf(at.getTime()))) };
}

export interface Segment {
  planCode: PlanCode;
  fromSlot: number;
  toSlot: number;
}

/**
 * Which plan each hour slot in [fromSlot, toSlot) is billed at. A period covers the slots from the one containing
 * its start to the one containing its end (a started hour counts); where two periods share a slot, the later
 * one takes it.
 */
export function segments(periods: readonly PlanPeriodRec[], fromSlot: number, toSlot: number): Segment[] {
  const out: Segment[] = [];
  let previousEnd = -Infinity;
  periods.forEach((p, i) => {
    const next = periods[i + 1];
    const startSlot = Math.max(slotOf(new Date(p.from).getTime()), previousEnd);
    let endSlot: number;
    if (p.to === null) endSlot = Infinity;
    else if (next && next.from === p.to) endSlot = slotOf(new Date(next.from).getTime());
    else endSlot = slotCeil(new Date(p.to).getTime());
    previousEnd = Math.max(previousEnd, endSlot);
    const a = Math.max(startSlot, fromSlot);
    const b = Math.min(endSlot, toSlot);
    if (b > a) out.push({ planCode: p.planCode, fromSlot: a, toSlot: b });
  });
  return out;
}

/** The history with what is already decided for the future: a planned change, a scheduled end, a trial's expiry. */
export function projectedHistory(sub: SubscriptionRec): PlanPeriodRec[] {
  const periods = sub.planHistory.map((p) => ({ ...p }));
  const open = periods[periods.length - 1];
  if (!open || open.to !== null) return periods;
  if (sub.plannedChange) {
    open.to = sub.plannedChange.effectiveDate;
    periods.push({ planCode: sub.plannedChange.planCode, from: sub.plannedChange.effectiveDate, to: null });
  }
  const end = sub.scheduledCancel?.effectiveDate ?? (sub.state === 'FREE_TRIAL' ? sub.expirationDate : null);
  if (end) {
    const last = periods[periods.length - 1];
    if (last && last.to === null) last.to = end;
    // A planned change after the end never happens.
    return periods.filter((p) => new Date(p.from).getTime() < new Date(end).getTime());
  }
  return periods;
}

function monthlyCents(world: World, planCode: PlanCode): number {
  const price = planDef(world, planCode).monthlyPriceUsd;
  return price === null ? 0 : toCents(price);
}

/** Priced lines for slots [fromSlot, toSlot) of a history (free hours leave no line). */
export function priceLines(world: World, periods: readonly PlanPeriodRec[], fromSlot: number, toSlot: number): ChargeLineRec[] {
  const lines: ChargeLineRec[] = [];
  for (const seg of segments(periods, fromSlot, toSlot)) {
    const cents = monthlyCents(world, seg.planCode);
    if (cents === 0) continue;
    for (const span of priceSlots(cents, seg.fromSlot, seg.toSlot)) {
      lines.push({
        planCode: seg.planCode,
        start: iso(slotStart(span.fromSlot)),
        end: iso(slotStart(span.toSlot)),
        hours: span.hours,
        amountCents: span.cents,
      });
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// Overage (month-end usage over the plan, priced per user per plan)

/** Month-end usage for a billing month: the recorded one, or this month's so far. */
function usageFor(world: World, sub: SubscriptionRec, month: string) {
  const t = tenant(world, sub.organizationId, sub.productCode);
  return t.usageHistory[month] ?? (month === monthOfSlot(slotOf(world.clock.nowMs())).key ? t.usage : null);
}

export function overageCentsFor(world: World, sub: SubscriptionRec, planCode: PlanCode, month: string): number {
  const plan = planDef(world, planCode);
  const usage = usageFor(world, sub, month);
  if (!usage || plan.overagePerUserUsd === null) return 0;
  const basis = USAGE_BASIS[sub.productCode];
  const limit = plan.limits[basis.limit];
  if (limit === null) return 0;
  const over = Math.max(0, usage[basis.limit] - limit);
  return toCents(over * plan.overagePerUserUsd);
}

/** Overage of the months in `lines`, each at the plan of its last billed hour. */
function overageOfLines(world: World, sub: SubscriptionRec, lines: readonly ChargeLineRec[]): number {
  const lastPlanByMonth = new Map<string, PlanCode>();
  for (const line of lines) lastPlanByMonth.set(line.start.slice(0, 7), line.planCode);
  let cents = 0;
  for (const [month, planCode] of lastPlanByMonth) cents += overageCentsFor(world, sub, planCode, month);
  return cents;
}

// ---------------------------------------------------------------------------------------------------------
// Charges

function paymentMethodOf(world: World, sub: SubscriptionRec) {
  if (sub.taxStatement) return { method: 'TAX_STATEMENT' as const, cardId: null, lastDigits: null };
  const card = (sub.cardId ? cardById(world, sub.organizationId, sub.cardId) : undefined) ?? defaultCard(world, sub.organizationId);
  return { method: 'CARD' as const, cardId: card?.id ?? null, lastDigits: card ? card.number.slice(-4) : null };
}

/**
 * Bills the subscription's unbilled hours up to `untilSlot` as one charge (Pending, due `dueDate`) and moves the
 * cursor there. Null when those hours cost nothing (a free trial).
 */
export function billHours(world: World, sub: SubscriptionRec, untilSlot: number, kind: ChargeKind, dueDate: Date): PaymentRec | null {
  const fromSlot = slotOf(new Date(sub.billedUntil).getTime());
  if (untilSlot <= fromSlot) return null;
  const lines = priceLines(world, sub.planHistory, fromSlot, untilSlot);
  sub.billedUntil = iso(slotStart(untilSlot));
  const base = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const overage = overageOfLines(world, sub, lines);
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (!first || !last || base + overage === 0) return null;
  const charge: PaymentRec = {
    id: world.nextId('pay'),
    organizationId: sub.organizationId,
    subscriptionId: sub.id,
    productCode: sub.productCode,
    item: { kind: 'plan', planCode: last.planCode },
    kind,
    paymentDate: iso(dueDate),
    dueDate: iso(dueDate),
    usageStartDate: first.start,
    // Shown as a period of days: the last billed second.
    usageEndDate: iso(new Date(new Date(last.end).getTime() - 1000)),
    amountUsd: toUsd(base),
    overageUsd: toUsd(overage),
    status: 'Pending',
    ...paymentMethodOf(world, sub),
    lines,
    attempts: 0,
    autoRetries: 0,
    failedAt: null,
    settleDate: null,
  };
  world.data.payments.unshift(charge);
  return charge;
}

/** A one-off charge (spot tickets), attempted now. */
export function chargeNow(world: World, sub: SubscriptionRec, amountUsd: number, item: ChargeItem, cardId: string | null): PaymentRec {
  const now = world.clock.now();
  const card = cardId ? cardById(world, sub.organizationId, cardId) : undefined;
  const charge: PaymentRec = {
    id: world.nextId('pay'),
    organizationId: sub.organizationId,
    subscriptionId: sub.id,
    productCode: sub.productCode,
    item,
    kind: 'SPOT',
    paymentDate: iso(now),
    dueDate: iso(now),
    usageStartDate: iso(now),
    usageEndDate: iso(now),
    amountUsd,
    overageUsd: 0,
    status: 'Paid',
    method: 'CARD',
    cardId: card?.id ?? null,
    lastDigits: card ? card.number.slice(-4) : null,
    lines: [],
    attempts: 1,
    autoRetries: 0,
    failedAt: null,
    settleDate: null,
  };
  world.data.payments.unshift(charge);
  return charge;
}

export const chargeTotal = (p: PaymentRec) => toUsd(toCents(p.amountUsd) + toCents(p.overageUsd));

function subscriptionOf(world: World, charge: PaymentRec): SubscriptionRec | undefined {
  return world.data.subscriptions.find((s) => s.id === charge.subscriptionId);
}

/** The last day of `at`'s month, 00:00 UTC: when the marketplace settles a tax-statement invoice. */
function monthLastDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), daysInMonth(at.getUTCFullYear(), at.getUTCMonth())));
}

/**
 * Tries to collect a charge now. A card charge is Paid or Failed (the first failure starts the grace period of
 * a live subscription); a tax-statement invoice becomes Unpaid until the marketplace settles it.
 */
export function attemptCharge(world: World, charge: PaymentRec, cardId?: string): boolean {
  const now = world.clock.now();
  const sub = subscriptionOf(world, charge);
  if (charge.method === 'TAX_STATEMENT') {
    charge.status = 'Unpaid';
    charge.paymentDate = iso(now);
    charge.settleDate = iso(monthLastDay(now));
    return true;
  }
  const card =
    (cardId ? cardById(world, charge.organizationId, cardId) : undefined) ??
    (sub?.cardId ? cardById(world, charge.organizationId, sub.cardId) : undefined) ??
    (charge.cardId ? cardById(world, charge.organizationId, charge.cardId) : undefined) ??
    defaultCard(world, charge.organizationId);
  charge.attempts += 1;
  charge.paymentDate = iso(now);
  if (card) {
    charge.cardId = card.id;
    charge.lastDigits = card.number.slice(-4);
  }
  if (chargeSucceeds(card)) {
    charge.status = 'Paid';
    if (sub && sub.paymentFailure?.paymentId === charge.id) recover(sub);
    return true;
  }
  charge.status = 'Failed';
  if (!charge.failedAt) {
    charge.failedAt = iso(now);
    if (sub && isLive(sub) && sub.state !== 'PAYMENT_FAILED') startGrace(world, sub, charge);
  }
  return false;
}

function recover(sub: SubscriptionRec): void {
  sub.paymentFailure = null;
  if (sub.state === 'PAYMENT_FAILED') sub.state = sub.scheduledCancel ? 'CANCEL_SCHEDULED' : 'ACTIVE';
}

/** A failed payment: retried for the product's grace days, or cancelled at once when it has none. */
function startGrace(world: World, sub: SubscriptionRec, charge: PaymentRec): void {
  const now = world.clock.now();
  const grace = productDef(world, sub.productCode).paymentGraceDays;
  sub.paymentFailure = { paymentId: charge.id, failedDate: iso(now), graceEndDate: iso(addDays(now, grace)), reason: 'cardDeclined' };
  if (grace <= 0) endSubscription(world, sub, 'CANCELLED', now);
  else sub.state = 'PAYMENT_FAILED';
}

/** When a Failed charge is retried next by the engine (one a day during the grace period), or null. */
export function nextAutoRetry(world: World, charge: PaymentRec): number | null {
  if (charge.status !== 'Failed' || !charge.failedAt || charge.method !== 'CARD') return null;
  const grace = productDef(world, charge.productCode).paymentGraceDays;
  if (charge.autoRetries >= grace) return null;
  return new Date(charge.failedAt).getTime() + (charge.autoRetries + 1) * DAY;
}

export function autoRetry(world: World, charge: PaymentRec): void {
  charge.autoRetries += 1;
  attemptCharge(world, charge);
}

/** The monthly run on a payment day: bill every hour before the 1st, then collect what is due. */
export function paymentRun(world: World, payDay: Date): void {
  const monthStartSlot = slotOf(Date.UTC(payDay.getUTCFullYear(), payDay.getUTCMonth(), 1));
  for (const sub of world.data.subscriptions) {
    if (slotOf(new Date(sub.billedUntil).getTime()) >= monthStartSlot) continue;
    billHours(world, sub, monthStartSlot, 'MONTHLY', payDay);
  }
  // Oldest first, so a subscription's earlier charge decides its grace period.
  const due = world.data.payments.filter((p) => p.status === 'Pending' && new Date(p.dueDate).getTime() <= payDay.getTime()).reverse();
  for (const charge of due) attemptCharge(world, charge);
  world.data.billingRunAt = iso(payDay);
}

// ---------------------------------------------------------------------------------------------------------
// Ends

/** Ends a subscription now: history closed, tenant stopping, data kept N days, its last hours billed (due next payment day). */
export function endSubscription(world: World, sub: SubscriptionRec, state: 'CANCELLED' | 'EXPIRED', at: Date): void {
  const keep = dataRetentionDays(world, sub.productCode);
  closePlanHistory(sub, at);
  sub.state = state;
  sub.endDate = iso(at);
  sub.cancelledAt = state === 'CANCELLED' ? iso(at) : sub.cancelledAt;
  sub.dataDeletionDate = iso(addDays(at, keep));
  sub.scheduledCancel = null;
  sub.plannedChange = null;
  world.data.lastCancelAt[`${sub.organizationId}:${sub.productCode}`] = iso(at);
  const t = tenant(world, sub.organizationId, sub.productCode);
  if (t.tenantStatus !== 'deleted' && t.tenantStatus !== 'stopped') setTenantStatus(world, t, 'stopping');
  t.isMovable = false;
  closeContract(world, sub, at);
  billHours(world, sub, slotCeil(at.getTime()), 'FINAL', nextPaymentDate(at));
}

// ---------------------------------------------------------------------------------------------------------
// Reading the ledger

export function chargesOf(world: World, sub: SubscriptionRec): PaymentRec[] {
  return world.data.payments.filter((p) => p.subscriptionId === sub.id);
}

export function lastPaidDate(world: World, sub: SubscriptionRec): string | null {
  const paid = chargesOf(world, sub).filter((p) => p.status === 'Paid').map((p) => p.paymentDate).sort();
  return paid[paid.length - 1] ?? null;
}

/** Cents of the hours in [fromSlot, toSlot) as things stand (billed or not, with decided future changes). */
export function projectedCents(world: World, sub: SubscriptionRec, fromSlot: number, toSlot: number): number {
  return priceLines(world, projectedHistory(sub), fromSlot, toSlot).reduce((sum, l) => sum + l.amountCents, 0);
}

/** What the current billing month costs: every hour of it (billed, accrued or still to come) and its overage. */
export function currentMonthCents(world: World, sub: SubscriptionRec): number {
  const now = world.clock.now();
  const month = monthOfSlot(slotOf(now.getTime()));
  const hours = projectedCents(world, sub, month.firstSlot, month.firstSlot + month.hours);
  if (hours === 0) return 0;
  const lines = priceLines(world, projectedHistory(sub), month.firstSlot, month.firstSlot + month.hours);
  const last = lines[lines.length - 1];
  return hours + (last ? overageCentsFor(world, sub, last.planCode, month.key) : 0);
}

/** The amount of the subscription's next monthly charge (the unbilled hours before that payment day's month). */
export function nextChargeCents(world: World, sub: SubscriptionRec): number {
  const next = nextPaymentDate(world.clock.now());
  const untilSlot = slotOf(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), 1));
  const fromSlot = slotOf(new Date(sub.billedUntil).getTime());
  const lines = priceLines(world, projectedHistory(sub), fromSlot, untilSlot);
  return lines.reduce((sum, l) => sum + l.amountCents, 0) + overageOfLines(world, sub, lines);
}

/** Hours of the trial don't count: the minimum period runs from the first paid instant. */
export function minimumPeriodStart(sub: SubscriptionRec): Date {
  return new Date(sub.paidStartDate ?? sub.startDate);
}


/**
 * For scenarios that rewrite a subscription's past: drops its hour charges touching `from` or later, moves the
 * cursor back, and replays the payment days already run, so the ledger is again the engine's own.
 */
export function rebill(world: World, sub: SubscriptionRec, from: Date): void {
  const fromMs = from.getTime();
  const dropped = world.data.payments.filter((p) => p.subscriptionId === sub.id && p.kind !== 'SPOT' && p.lines.some((l) => new Date(l.end).getTime() > fromMs));
  world.data.payments = world.data.payments.filter((p) => !dropped.includes(p));
  const starts = dropped.flatMap((p) => p.lines.map((l) => slotOf(new Date(l.start).getTime())));
  const cursor = Math.min(slotOf(new Date(sub.billedUntil).getTime()), slotOf(fromMs), ...starts);
  sub.billedUntil = iso(slotStart(Math.max(cursor, slotOf(new Date(sub.startDate).getTime()))));
  const now = world.clock.now();
  const lastRun = new Date(world.data.billingRunAt);
  try {
    const first = nextPaymentDate(new Date(sub.billedUntil));
    for (let payDay = first; payDay.getTime() <= lastRun.getTime(); payDay = nextPaymentDate(payDay)) {
      world.clock.set(payDay);
      const charge = billHours(world, sub, slotOf(Date.UTC(payDay.getUTCFullYear(), payDay.getUTCMonth(), 1)), 'MONTHLY', payDay);
      if (charge) attemptCharge(world, charge);
    }
  } finally {
    world.clock.set(now);
  }
}
