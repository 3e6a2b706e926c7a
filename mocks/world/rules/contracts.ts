/**
 * Contracts: made by the console's own operations (subscribing opens one, a plan change closes it and opens the
 * next, the end closes it, a spot reservation makes a SPOT one), plus the sales contracts of the seed (term
 * contracts, invoiced outside the card ledger). Whether a console contract is paid is read from the ledger.
 */
import type { World } from '../world';
import { planDef, productDef } from '../access';
import type { ContractRec, ContractType, PaymentRec, PlanCode, SpotReservationRec, SubscriptionRec } from '../types';

const iso = (d: Date) => d.toISOString();

export function openContract(world: World, sub: SubscriptionRec, planCode: PlanCode, at: Date): ContractRec {
  const plan = planDef(world, planCode);
  const type: ContractType = plan.tier === 'FREETRIAL' ? 'FREE_TRIAL' : 'MONTHLY_RENEWAL';
  const rec: ContractRec = {
    id: world.nextId('ctr'),
    organizationId: sub.organizationId,
    subscriptionId: sub.id,
    productCode: sub.productCode,
    serviceName: productDef(world, sub.productCode).productName,
    planCode,
    type,
    usageYear: at.getUTCFullYear(),
    periodStart: iso(at),
    periodEnd: type === 'FREE_TRIAL' ? sub.expirationDate : null,
    spotCount: null,
    subscriptionStartDate: sub.startDate,
    paymentDay: 5,
    amountUsd: type === 'FREE_TRIAL' ? 0 : plan.monthlyPriceUsd,
    paymentMethod: sub.taxStatement ? 'INVOICE' : 'CARD',
    prepayment: false,
    paid: false,
  };
  world.data.contracts.unshift(rec);
  return rec;
}

/** Closes the subscription's running contract(s) at `at` (a plan change, an upgraded trial or the end). */
export function closeContract(world: World, sub: SubscriptionRec, at: Date): void {
  for (const c of world.data.contracts) {
    if (c.subscriptionId !== sub.id || c.type === 'SPOT') continue;
    if (c.periodEnd === null || new Date(c.periodEnd).getTime() > at.getTime()) c.periodEnd = iso(at);
  }
}

/** Plan change: the running contract ends, the next one starts at the same instant. */
export function renewContract(world: World, sub: SubscriptionRec, planCode: PlanCode, at: Date): ContractRec {
  closeContract(world, sub, at);
  return openContract(world, sub, planCode, at);
}

export function spotContract(world: World, sub: SubscriptionRec, reservation: SpotReservationRec, amountUsd: number): ContractRec {
  const start = new Date(reservation.startDate);
  const rec: ContractRec = {
    id: world.nextId('ctr'),
    organizationId: sub.organizationId,
    subscriptionId: sub.id,
    productCode: sub.productCode,
    serviceName: productDef(world, sub.productCode).productName,
    planCode: sub.planCode,
    type: 'SPOT',
    usageYear: start.getUTCFullYear(),
    periodStart: reservation.startDate,
    periodEnd: reservation.endDate,
    spotCount: 1,
    subscriptionStartDate: sub.startDate,
    paymentDay: start.getUTCDate(),
    amountUsd,
    paymentMethod: 'CARD',
    prepayment: true,
    paid: false,
  };
  world.data.contracts.unshift(rec);
  return rec;
}

function overlaps(p: PaymentRec, c: ContractRec): boolean {
  const start = new Date(c.periodStart).getTime();
  const end = c.periodEnd ? new Date(c.periodEnd).getTime() : Infinity;
  return p.lines.some((l) => new Date(l.start).getTime() < end && new Date(l.end).getTime() > start);
}

/**
 * Paid, read from the ledger: every charge for the contract's hours is Paid (a free trial has none; a spot
 * contract's ticket was paid when bought). Sales contracts keep their own flag.
 */
export function contractPaid(world: World, c: ContractRec): boolean {
  if (c.subscriptionId === null) return c.paid;
  if (c.type === 'FREE_TRIAL') return true;
  const charges = world.data.payments.filter((p) => p.subscriptionId === c.subscriptionId);
  if (c.type === 'SPOT') return charges.filter((p) => p.kind === 'SPOT').every((p) => p.status === 'Paid');
  return charges.filter((p) => overlaps(p, c)).every((p) => p.status === 'Paid');
}

/** The years a contract is in force (from its start to its end, or to now while it runs). */
export function contractYears(c: ContractRec, now: Date): number[] {
  const from = new Date(c.periodStart).getUTCFullYear();
  const to = c.periodEnd ? new Date(new Date(c.periodEnd).getTime() - 1).getUTCFullYear() : now.getUTCFullYear();
  const years: number[] = [];
  for (let y = from; y <= Math.max(from, to); y++) years.push(y);
  return years;
}
