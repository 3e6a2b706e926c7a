/**
 * Spot tickets: a reservation is a 7-day subscription from 00:00 (UTC) of the chosen date; the date can be set
 * from 2 days after the subscription (or the last reservation) ends; a reservation not yet started can be
 * cancelled (the ticket comes back). Extra tickets can be bought.
 */
import { LIMITS } from '../catalogue';
import { addDays, isoDate, parseInstant, startOfUtcDay } from '../clock';
import type { World } from '../db';
import { cardById, chargeSucceeds, defaultCard, planDef } from '../access';
import type { SpotReservationRec, SubscriptionRec } from '../types';
import { E, err, MESSAGES, type RuleError } from './errors';

export type SpotStatus = 'RESERVED' | 'IN_USE' | 'USED' | 'CANCELLED';

export function spotStatus(world: World, r: SpotReservationRec): SpotStatus {
  if (r.cancelled) return 'CANCELLED';
  const now = world.clock.nowMs();
  if (now < new Date(r.startDate).getTime()) return 'RESERVED';
  if (now < new Date(r.endDate).getTime()) return 'IN_USE';
  return 'USED';
}

/** When the subscription (or its last reservation) ends; null while it runs with no end. */
export function coverageEnd(sub: SubscriptionRec): Date | null {
  const ends = [sub.endDate, sub.expirationDate, ...sub.reservations.filter((r) => !r.cancelled).map((r) => r.endDate)]
    .filter((d): d is string => !!d)
    .map((d) => new Date(d).getTime());
  if (ends.length === 0) return null;
  return new Date(Math.max(...ends));
}

/** The earliest reservable date: 2 days after the end (day granularity), never before tomorrow. */
export function earliestSpotDate(world: World, sub: SubscriptionRec): Date | null {
  const end = coverageEnd(sub);
  if (!end) return null;
  const fromEnd = addDays(startOfUtcDay(end), LIMITS.spotEarliestDaysAfterEnd);
  const tomorrow = addDays(startOfUtcDay(world.clock.now()), 1);
  return fromEnd.getTime() > tomorrow.getTime() ? fromEnd : tomorrow;
}

export function reserveSpot(world: World, sub: SubscriptionRec, date: string): SpotReservationRec | RuleError {
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
  };
  sub.reservations.push(rec);
  sub.spotTickets -= 1;
  return rec;
}

export function cancelSpot(world: World, sub: SubscriptionRec, reservationId: string): true | RuleError {
  const rec = sub.reservations.find((r) => r.id === reservationId);
  if (!rec || spotStatus(world, rec) !== 'RESERVED') return err(409, E.SPOT_NO_RESERVATION, MESSAGES.spotNoReservation);
  rec.cancelled = true;
  sub.spotTickets += 1;
  return true;
}

/** A spot ticket costs a quarter of the monthly price (7 of ~30 days); decision for the mock. */
export function spotTicketPrice(world: World, sub: SubscriptionRec): number {
  const price = planDef(world, sub.planCode).monthlyPriceUsd ?? 0;
  return Math.round(price * 0.25 * 100) / 100;
}

export function buyExtra(world: World, sub: SubscriptionRec, quantity: number, cardId?: string): { remaining: number; amount: number } | RuleError {
  const card = cardId ? cardById(world, sub.organizationId, cardId) : (sub.cardId ? cardById(world, sub.organizationId, sub.cardId) : undefined) ?? defaultCard(world, sub.organizationId);
  if (!card) return err(400, E.CARD_REQUIRED, MESSAGES.cardRequired);
  if (!chargeSucceeds(card)) return err(402, E.PAYMENT_FAILED, MESSAGES.paymentFailed);
  const amount = Math.round(spotTicketPrice(world, sub) * quantity * 100) / 100;
  sub.spotTickets += quantity;
  return { remaining: sub.spotTickets, amount };
}
