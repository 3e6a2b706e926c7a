/** Plan catalogue, subscriptions (start, detail, change, cancel, revert, planned change, spot, extra, receipt), billing. */
import * as s from '@contract/schemas';
import { isoDate, nextPaymentDate } from '../world/clock';
import type { World } from '../world/db';
import { cardById, isLive, planDef, subscriptionById } from '../world/access';
import { chargesOf, chargeTotal, currentMonthCents, lastPaidDate, nextAutoRetry, nextChargeCents } from '../world/rules/billing';
import { MARKETPLACE_LISTINGS } from '../world/catalogue';
import { E, err, MESSAGES, RuleError } from '../world/rules/errors';
import { toCents, toUsd } from '../world/rules/pricing';
import { retryPayment } from '../world/rules/lifecycle';
import { buyExtra, cancelSpot, earliestSpotDate, onSpotWeek, reserveSpot, spotStatus } from '../world/rules/spot';
import { cancel, cancelPlannedChange, changePlan, minimumPeriodEnd, revertCancel, subscribe } from '../world/rules/subscription';
import type { ChargeItem, PaymentRec, SubscriptionRec } from '../world/types';
import { requestLanguage, type TextLanguage } from '../texts/language';
import { paymentFailureText, planNameText, spotTicketsText } from '../texts/plans';
import { bool, intParam, operation, optStr, orgCaller, ownerCaller, page, parseWith, planName, readJson, str, usd, type GetWorld, type OperationHandler } from './kit';

/** Charges still to be collected on a coming payment day. */
function pendingCharges(world: World, sub: SubscriptionRec): PaymentRec[] {
  return chargesOf(world, sub).filter((p) => p.status === 'Pending');
}

function paymentMethod(world: World, sub: SubscriptionRec): s.PaymentMethod | null {
  if (sub.taxStatement) return { type: 'TAX_STATEMENT' };
  const card = sub.cardId ? cardById(world, sub.organizationId, sub.cardId) : undefined;
  return card ? { type: 'CARD', cardId: card.id, lastDigits: card.number.slice(-4) } : null;
}

export function subscriptionDetail(world: World, sub: SubscriptionRec, language: TextLanguage): s.SubscriptionDetailResponse {
  const plan = planDef(world, sub.planCode);
  const live = isLive(sub);
  // A spot week runs on its ticket: no renewal, nothing billed by the hour.
  const billed = live && !onSpotWeek(sub);
  const paid = plan.monthlyPriceUsd !== null;
  const planned = sub.plannedChange ? planDef(world, sub.plannedChange.planCode) : null;
  const active = sub.reservations.find((r) => !r.cancelled && spotStatus(world, r) !== 'USED');
  const now = world.clock.now();
  return {
    subscriptionId: sub.id,
    productCode: sub.productCode,
    planCode: sub.planCode,
    planName: planName(world, sub.planCode, language),
    originalPlanCode: sub.originalPlanCode,
    state: sub.state,
    channel: sub.channel,
    price: plan.monthlyPriceUsd === null ? null : usd(plan.monthlyPriceUsd),
    // The next charge as things stand: the hours not billed yet before that payment day's month, and overage.
    expectedPrice: billed && paid ? usd(toUsd(nextChargeCents(world, sub))) : null,
    startDate: sub.startDate,
    renewalDate: billed && sub.state !== 'FREE_TRIAL' && sub.state !== 'CANCEL_SCHEDULED' ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString() : null,
    endDate: sub.endDate,
    lastPaymentDate: lastPaidDate(world, sub),
    nextPaymentDate: billed && paid ? nextPaymentDate(now).toISOString() : (pendingCharges(world, sub)[0]?.dueDate ?? null),
    expirationDate: sub.expirationDate,
    dataDeletionDate: sub.dataDeletionDate,
    minimumPeriodEndDate: minimumPeriodEnd(sub).toISOString(),
    paymentMethod: paymentMethod(world, sub),
    plannedChange: sub.plannedChange && planned ? { ...sub.plannedChange, planName: planName(world, planned.planCode, language) } : null,
    remainingSpotTickets: sub.spotTickets,
    reservationDate: active?.startDate ?? null,
    reservationEndDate: active?.endDate ?? null,
    receiptEmail: sub.receiptEmail,
    lastChangeDate: sub.lastChangeDate,
    marketplaceUrl: sub.channel === 'CONSOLE' ? null : MARKETPLACE_LISTINGS[sub.channel][sub.productCode],
  };
}

function chargeMethod(p: PaymentRec): s.PaymentMethod {
  return p.method === 'CARD' && p.lastDigits && p.cardId ? { type: 'CARD', cardId: p.cardId, lastDigits: p.lastDigits } : { type: 'TAX_STATEMENT' };
}

/** What a charge is for, in the language: its plan's name or its tickets. */
function chargeItemText(world: World, item: ChargeItem, language: TextLanguage): string {
  return item.kind === 'plan' ? planName(world, item.planCode, language) : spotTicketsText(item.quantity, language);
}

function paymentItem(world: World, p: PaymentRec, language: TextLanguage): s.PaymentHistoryItem {
  return {
    paymentId: p.id,
    paymentDate: p.paymentDate,
    usageStartDate: p.usageStartDate,
    usageEndDate: p.usageEndDate,
    planName: chargeItemText(world, p.item, language),
    amount: usd(chargeTotal(p)),
    overageAmount: usd(p.overageUsd),
    kind: p.kind,
    paymentMethod: chargeMethod(p),
    status: p.status,
  };
}

type Areas = 'plans' | 'subscription' | 'billing';

export function createSubscriptionHandlers(getWorld?: GetWorld): Record<Areas, OperationHandler[]> {
  const plans = [
    operation('plans.list', ({ request, url, world }) => {
      const body = parseWith(s.plansRequestSchema, { productCode: url.searchParams.get('productCode') ?? undefined });
      if (body instanceof RuleError) return body;
      const language = requestLanguage(request);
      return {
        productCode: body.productCode,
        plans: world.data.plans
          .filter((p) => p.productCode === body.productCode)
          .map((p) => ({
            planCode: p.planCode,
            productCode: p.productCode,
            tier: p.tier,
            name: planNameText(p.tier, language),
            monthlyPrice: p.monthlyPriceUsd === null ? null : usd(p.monthlyPriceUsd),
            overagePricePerUser: p.overagePerUserUsd === null ? null : usd(p.overagePerUserUsd),
            limits: { ...p.limits },
            features: [...p.features],
            support: p.support,
            purchasable: p.purchasable,
          })),
      };
    }, getWorld),
  ];

  /** The subscription in the path, in the caller's organisation. */
  const withSub = (world: World, orgId: string, id: string | undefined) =>
    subscriptionById(world, orgId, id ?? '') ?? err(404, E.SUBSCRIPTION_NOT_FOUND, MESSAGES.subscriptionNotFound);

  const subscription = [
    // list and status before detail: `/v2/subscription/:subscriptionId` would match them too.
    operation('subscription.list', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const language = requestLanguage(request);
      return world.data.subscriptions
        .filter((x) => x.organizationId === c.organization.id)
        .map((x) => ({
          subscriptionId: x.id,
          productCode: x.productCode,
          planCode: x.planCode,
          planName: planName(world, x.planCode, language),
          state: x.state,
          startDate: x.startDate,
          renewalDate: subscriptionDetail(world, x, language).renewalDate,
        }));
    }, getWorld),
    operation('subscription.status', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      return world.data.products
        .filter((p) => p.available)
        .map((p) => {
          const subs = world.data.subscriptions.filter((x) => x.organizationId === c.organization.id && x.productCode === p.productCode);
          const live = subs.find(isLive);
          const latest = live ?? [...subs].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
          return {
            productCode: p.productCode,
            subscribed: !!live,
            subscriptionId: latest?.id ?? null,
            state: latest?.state ?? null,
            freeTrialUsed: world.data.freeTrialsUsed.includes(`${c.organization.id}:${p.productCode}`),
          };
        });
    }, getWorld),
    operation('subscription.start', async ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const body = parseWith(s.subscriptionStartRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const result = subscribe(world, { organizationId: c.organization.id, email: c.user.email }, body.planCode, body.cardId);
      if (result instanceof RuleError) return result;
      return { productCode: result.subscription.productCode, subscriptionId: result.subscription.id };
    }, getWorld),
    operation('subscription.detail', ({ request, params, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      return subscriptionDetail(world, sub, requestLanguage(request));
    }, getWorld),
    operation('subscription.changePlan', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const raw = await readJson(request);
      const planCode = s.planCodeSchema.safeParse(raw.planCode);
      if (!planCode.success) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'planCode' });
      const result = changePlan(world, { organizationId: c.organization.id, email: c.user.email }, sub, planCode.data, bool(raw, 'agreement'), optStr(raw, 'cardId'));
      if (result instanceof RuleError) return result;
      return {
        subscriptionId: sub.id,
        kind: result.kind,
        planCode: planCode.data,
        effectiveDate: result.effectiveDate.toISOString(),
        proratedAmount: result.proratedAmount === null ? null : usd(result.proratedAmount),
        cancellationRevoked: result.cancellationRevoked,
      };
    }, getWorld),
    operation('subscription.cancelPlannedChange', ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const result = cancelPlannedChange(world, { organizationId: c.organization.id, email: c.user.email }, sub);
      return result instanceof RuleError ? result : null;
    }, getWorld),
    operation('subscription.cancel', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      await readJson(request);
      const result = cancel(world, { organizationId: c.organization.id, email: c.user.email }, sub);
      if (result instanceof RuleError) return result;
      return {
        subscriptionId: sub.id,
        immediate: result.immediate,
        endDate: result.endDate.toISOString(),
        dataDeletionDate: result.dataDeletionDate.toISOString(),
        plannedChangeCancelled: result.plannedChangeCancelled,
      };
    }, getWorld),
    operation('subscription.revertCancel', ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const result = revertCancel(world, { organizationId: c.organization.id, email: c.user.email }, sub);
      return result instanceof RuleError ? result : null;
    }, getWorld),
    operation('subscription.spotReservations', ({ request, params, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const earliest = earliestSpotDate(world, sub);
      return {
        remainingTickets: sub.spotTickets,
        earliestDate: earliest ? isoDate(earliest) : null,
        reservations: sub.reservations.map((r) => ({ reservationId: r.id, startDate: r.startDate, endDate: r.endDate, status: spotStatus(world, r) })),
      };
    }, getWorld),
    operation('subscription.reserveSpot', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const body = parseWith(s.spotReserveRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const r = reserveSpot(world, sub, body.reservationDate);
      if (r instanceof RuleError) return r;
      return { reservationId: r.id, startDate: r.startDate, endDate: r.endDate, status: spotStatus(world, r) };
    }, getWorld),
    operation('subscription.cancelSpot', ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const r = cancelSpot(world, sub, params.reservationId ?? '');
      return r instanceof RuleError ? r : null;
    }, getWorld),
    operation('subscription.buyExtra', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const body = parseWith(s.buyExtraRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const r = buyExtra(world, sub, body.quantity, body.cardId);
      if (r instanceof RuleError) return r;
      return { remainingTickets: r.remaining, amount: usd(r.amount) };
    }, getWorld),
    operation('subscription.receiptEmail', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const raw = await readJson(request);
      if (!str(raw, 'email')) return err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field: 'email' });
      const body = parseWith(s.receiptEmailRequestSchema, raw);
      if (body instanceof RuleError) return err(400, E.EMAIL_INVALID, MESSAGES.emailInvalid);
      if (!isLive(sub)) return err(409, E.PLAN_EXPIRED_EDIT, MESSAGES.planExpired);
      sub.receiptEmail = body.email;
      return null;
    }, getWorld),
    operation('subscription.payments', ({ request, params, url, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const sub = withSub(world, c.organization.id, params.subscriptionId);
      if (sub instanceof RuleError) return sub;
      const items = world.data.payments
        .filter((p) => p.subscriptionId === sub.id)
        .sort((a, b) => b.paymentDate.localeCompare(a.paymentDate))
        .map((p) => paymentItem(world, p, requestLanguage(request)));
      return page(items, intParam(url, 'pageNum', 0), intParam(url, 'pageSize', 10));
    }, getWorld),
  ];

  const billing = [
    operation('billing.overview', ({ request, url, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const query = parseWith(s.billingOverviewRequestSchema, {
        productCode: url.searchParams.get('productCode') ?? undefined,
        year: url.searchParams.has('year') ? Number(url.searchParams.get('year')) : undefined,
        month: url.searchParams.get('month') ?? undefined,
      });
      if (query instanceof RuleError) return query;
      const language = requestLanguage(request);
      const summary = billingFigures(world, c.organization.id);
      const invoices = world.data.payments
        .filter((p) => p.organizationId === c.organization.id)
        .filter((p) => !query.productCode || p.productCode === query.productCode)
        .filter((p) => !query.year || Number(p.usageStartDate.slice(0, 4)) === query.year)
        .filter((p) => !query.month || p.usageStartDate.slice(0, 7) === query.month)
        .sort((a, b) => b.usageStartDate.localeCompare(a.usageStartDate) || b.paymentDate.localeCompare(a.paymentDate))
        .map((p) => ({
          invoiceId: p.id,
          productCode: p.productCode,
          planName: chargeItemText(world, p.item, language),
          billingMonth: p.usageStartDate.slice(0, 7),
          // The charge's own date: when it was paid, or when it is due.
          paymentDate: p.paymentDate,
          amount: usd(p.amountUsd),
          overageAmount: usd(p.overageUsd),
          status: p.status,
          paymentMethod: chargeMethod(p),
        }));
      return {
        currentMonthTotal: usd(summary.currentMonthTotal),
        nextPaymentDate: summary.nextPaymentDate,
        unpaidTotal: usd(summary.unpaidTotal),
        pendingTotal: usd(summary.pendingTotal),
        invoices,
      };
    }, getWorld),
    operation('billing.failedPayments', ({ request, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const language = requestLanguage(request);
      // Every Failed charge still owed: the one of a subscription in its grace period, and those of ended plans.
      return world.data.payments
        .filter((p) => p.organizationId === c.organization.id && p.status === 'Failed' && p.failedAt)
        .map((p) => {
          const sub = world.data.subscriptions.find((x) => x.id === p.subscriptionId);
          const inGrace = sub?.paymentFailure?.paymentId === p.id ? sub.paymentFailure : null;
          const failedAt = p.failedAt ?? p.paymentDate;
          const grace = world.data.products.find((x) => x.productCode === p.productCode)?.paymentGraceDays ?? 0;
          const retry = nextAutoRetry(world, p);
          return {
            paymentId: p.id,
            subscriptionId: p.subscriptionId,
            productCode: p.productCode,
            amount: usd(chargeTotal(p)),
            failedDate: inGrace?.failedDate ?? failedAt,
            graceEndDate: inGrace?.graceEndDate ?? new Date(new Date(failedAt).getTime() + grace * 86_400_000).toISOString(),
            reason: paymentFailureText(inGrace?.reason ?? 'cardDeclined', language),
            attempts: Math.max(1, p.attempts),
            nextRetryDate: retry === null ? null : new Date(retry).toISOString(),
          };
        });
    }, getWorld),
    operation('billing.summary', ({ request, world }) => {
      const c = orgCaller(world, request);
      if (c instanceof RuleError) return c;
      const language = requestLanguage(request);
      const figures = billingFigures(world, c.organization.id);
      const charges = world.data.payments.filter((p) => p.organizationId === c.organization.id);
      const products = world.data.subscriptions
        .filter((x) => x.organizationId === c.organization.id && isLive(x))
        .map((x) => ({
          productCode: x.productCode,
          planName: planName(world, x.planCode, language),
          paymentStatus:
            x.state === 'PAYMENT_FAILED'
              ? ('PAYMENT_FAILED' as const)
              : charges.some((p) => p.subscriptionId === x.id && (p.status === 'Unpaid' || p.status === 'Failed'))
                ? ('UNPAID' as const)
                : ('OK' as const),
        }));
      return {
        nextPaymentDate: figures.nextPaymentDate,
        products,
        // Amounts are payment management, which only the owner sees (spec section 6).
        amounts: c.member.isOwner ? { currentMonthTotal: usd(figures.currentMonthTotal), unpaidTotal: usd(figures.unpaidTotal) } : null,
      };
    }, getWorld),
    operation('billing.retryPayment', async ({ request, params, world }) => {
      const c = ownerCaller(world, request);
      if (c instanceof RuleError) return c;
      const body = parseWith(s.paymentRetryRequestSchema, await readJson(request));
      if (body instanceof RuleError) return body;
      const r = retryPayment(world, c.organization.id, params.paymentId ?? '', body.cardId);
      if (r instanceof RuleError) return r;
      return { paymentId: params.paymentId ?? '', status: r.status };
    }, getWorld),
  ];

  return { plans, subscription, billing };
}

/** The figures the overview and the dashboard summary share, read from the ledger. */
export function billingFigures(world: World, orgId: string) {
  const subs = world.data.subscriptions.filter((x) => x.organizationId === orgId);
  const charges = world.data.payments.filter((p) => p.organizationId === orgId);
  const now = world.clock.now();
  const month = now.toISOString().slice(0, 7);
  const cents = (list: PaymentRec[]) => list.reduce((sum, p) => sum + toCents(chargeTotal(p)), 0);
  const hours = subs.reduce((sum, x) => sum + currentMonthCents(world, x), 0);
  // Spot tickets bought this month are part of it too.
  const tickets = cents(charges.filter((p) => p.kind === 'SPOT' && p.paymentDate.slice(0, 7) === month));
  const pending = charges.filter((p) => p.status === 'Pending');
  const paidLive = subs.some((x) => isLive(x) && !onSpotWeek(x) && planDef(world, x.planCode).monthlyPriceUsd !== null);
  return {
    currentMonthTotal: toUsd(hours + tickets),
    unpaidTotal: toUsd(cents(charges.filter((p) => p.status === 'Unpaid' || p.status === 'Failed'))),
    pendingTotal: toUsd(cents(pending)),
    nextPaymentDate: paidLive || pending.length > 0 ? nextPaymentDate(now).toISOString() : null,
  };
}
