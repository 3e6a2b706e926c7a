/**
 * Spot tickets (spec sections 4 and 9): a reservation gives a 7-day subscription from 00:00 (UTC) of the chosen
 * date, which can be set from 2 days after the subscription ends. So tickets are for a subscription that has an
 * end: one that ended (trial expired, cancelled) or whose end is decided (a scheduled cancel, a running trial).
 * A running monthly plan with no end can neither buy nor reserve (SPOT_NOT_AVAILABLE), nor can one whose data
 * is gone. The next week starts from 2 days after the last reserved one. A reservation not yet started can be
 * cancelled (the ticket comes back). Tickets are charged when bought (a SPOT charge of the ledger); a
 * reservation makes a SPOT contract.
 *
 * The week is a 7-day subscription (spec section 4): when it starts the ended subscription is ACTIVE again, with
 * the week's end as its end and expiration date (no renewal, nothing more to pay) and the tenant running; when
 * it ends the subscription is EXPIRED ("spot-plan expiry shows as expired") and the tenant stops. During the
 * week the plan can be neither changed nor cancelled (SPOT_PLAN_FIXED): the week was paid for with the ticket.
 */
import { LIMITS } from '../catalogue';
import { addDays, isoDate, parseInstant, startOfUtcDay } from '../clock';
import type { World } from '../world';
import { cardById, chargeSucceeds, defaultCard, isLive, planDef, planOf, setTenantStatus, tenant } from '../access';
import type { SpotReservationRec, SubscriptionRec } from '../types';
import { chargeNow, currentPeriod, endSubscription } from './billing';
import { spotContract } from './contracts';
import { E, err, MESSAGES, type RuleError } from './errors';

export type SpotStatus = 'RESERVED' | 'IN_USE' | 'USED' | 'CANCELLED';

export function spotStatus(world: World, r: SpotReservationRec): SpotStatus {
  if (r.cancelled) return 'CANCELLED';
  const now = world.clock.nowMs();
  if (now < new Date(r.startDate).getTime()) return 'RESERVED';
  if (now < new Date(r.endDate).getTime()) return 'IN_USE';
  return 'USED';
}

/**
 * A subscription living on a spot week: ACTIVE again while no plan period of its own runs (its history was
 * closed when it ended; the week is paid by the ticket, not billed by the hour).
 */
export function onSpotWeek(sub: SubscriptionRec): boolean {
  const period = currentPeriod(sub);
  return sub.state === 'ACTIVE' && period !== undefined && period.to !== null;
}

/** The week starts (clock event): an ended subscription runs again until the week's end. */
export function startSpotWeek(world: World, sub: SubscriptionRec, r: SpotReservationRec): void {
  r.startedAt = world.clock.nowIso();
  const t = tenant(world, sub.organizationId, sub.productCode);
  if (sub.dataDeleted || t.tenantStatus === 'deleted') return;
  // A subscription that runs anyway (a scheduled cancel reverted after reserving) keeps its own plan.
  if (!isLive(sub)) {
    sub.state = 'ACTIVE';
    sub.endDate = r.endDate;
    sub.expirationDate = r.endDate;
    // Nothing is deleted while it runs; the week's end sets the date again.
    sub.dataDeletionDate = null;
  }
  if (t.tenantStatus !== 'running') setTenantStatus(world, t, 'running');
}

/** The week ends (clock event): the spot plan has expired; the tenant stops and the data is kept. */
export function endSpotWeek(world: World, sub: SubscriptionRec, r: SpotReservationRec): void {
  r.endedAt = world.clock.nowIso();
  if (!onSpotWeek(sub) || sub.expirationDate !== r.endDate) return;
  endSubscription(world, sub, 'EXPIRED', world.clock.now());
}

/** When the subscription (or its last reservation) ends; null while it runs with no end decided. */
export function coverageEnd(sub: SubscriptionRec): Date | null {
  const ends = [
    sub.endDate,
    sub.expirationDate,
    sub.scheduledCancel?.effectiveDate ?? null,
    ...sub.reservations.filter((r) => !r.cancelled).map((r) => r.endDate),
  ]
    .filter((d): d is string => !!d)
    .map((d) => new Date(d).getTime());
  if (ends.length === 0) return null;
  return new Date(Math.max(...ends));
}

/** Spot tickets need an end to start after, and data to run on. */
function spotAvailable(world: World, sub: SubscriptionRec): RuleError | null {
  if (!coverageEnd(sub)) return err(409, E.SPOT_NOT_AVAILABLE, MESSAGES.spotNotAvailable);
  if (sub.dataDeleted || tenant(world, sub.organizationId, sub.productCode).tenantStatus === 'deleted') {
    return err(409, E.PLAN_EXPIRED_EDIT, MESSAGES.planExpired);
  }
  return null;
}

/** The earliest reservable date: 2 days after the end (day granularity), never before tomorrow. */
export function earliestSpotDate(world: World, sub: SubscriptionRec): Date | null {
  const end = coverageEnd(sub);
  if (!end) return null;
  const fromEnd = addDays(startOfUtcDay(end), LIMITS.spotEarliestDaysAfterEnd);
  const tomorrow = addDays(startOfUtcDay(world.clock.now()), 1);
  return fromEnd.getTime() > tomorrow.getTime() ? fromEnd : tomorrow;
}

/** A spot ticket costs a quarter of the monthly price of the last paid plan (Small for a trial); decision for the mock. */
export function spotTicketPrice(world: World, sub: SubscriptionRec): number {
  const paid = [...sub.planHistory].reverse().map((p) => planDef(world, p.planCode)).find((p) => p.monthlyPriceUsd !== null);
  const price = paid?.monthlyPriceUsd ?? planOf(world, sub.productCode, 'SMALL')?.monthlyPriceUsd ?? 0;
  return Math.round(price * 0.25 * 100) / 100;
}

export function reserveSpot(world: World, sub: SubscriptionRec, date: string): SpotReservationRec | RuleError {
  const unavailable = spotAvailable(world, sub);
  if (unavailable) return unavailable;
  if (sub.spotTickets <= 0) return err(409, E.SPOT_NO_TICKETS, MESSAGES.spotNoTickets);
  const earliest = earliestSpotDate(world, sub);
  const start = startOfUtcDay(parseInstant(date));
  if (!earliest || start.getTime() < earliest.getTime()) {
    return err(409, E.SPOT_DATE_TOO_EARLY, MESSAGES.spotTooEarly, { earliestDate: earliest ? isoDate(earliest) : null });
  }
  const rec: SpotReservationRec = {
    id: world.nextId('spot'),
    startDate: start.toISOString(),
    endDate: addDays(start, LIMITS.spotDays).toISOString(),
    cancelled: false,
    contractId: null,
    startedAt: null,
    endedAt: null,
  };
  rec.contractId = spotContract(world, sub, rec, spotTicketPrice(world, sub)).id;
  sub.reservations.push(rec);
  sub.spotTickets -= 1;
  // The kept data must outlive the week it runs on.
  const keepUntil = addDays(new Date(rec.endDate), LIMITS.dataRetentionDays);
  if (sub.dataDeletionDate && new Date(sub.dataDeletionDate).getTime() < keepUntil.getTime()) sub.dataDeletionDate = keepUntil.toISOString();
  return rec;
}

export function cancelSpot(world: World, sub: SubscriptionRec, reservationId: string): true | RuleError {
  const rec = sub.reservations.find((r) => r.id === reservationId);
  if (!rec || spotStatus(world, rec) !== 'RESERVED') return err(409, E.SPOT_NO_RESERVATION, MESSAGES.spotNoReservation);
  rec.cancelled = true;
  sub.spotTickets += 1;
  world.data.contracts = world.data.contracts.filter((c) => c.id !== rec.contractId);
  return true;
}

export function buyExtra(world: World, sub: SubscriptionRec, quantity: number, cardId?: string): { remaining: number; amount: number } | RuleError {
  const unavailable = spotAvailable(world, sub);
  if (unavailable) return unavailable;
  const card = cardId ? cardById(world, sub.organizationId, cardId) : (sub.cardId ? cardById(world, sub.organizationId, sub.cardId) : undefined) ?? defaultCard(world, sub.organizationId);
  if (!card) return err(400, E.CARD_REQUIRED, MESSAGES.cardRequired);
  if (!chargeSucceeds(card)) return err(402, E.PAYMENT_FAILED, MESSAGES.paymentFailed);
  const amount = Math.round(spotTicketPrice(world, sub) * quantity * 100) / 100;
  chargeNow(world, sub, amount, { kind: 'spotTickets', quantity }, card.id);
  sub.spotTickets += quantity;
  return { remaining: sub.spotTickets, amount };
}
