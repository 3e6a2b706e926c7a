import { describe, expect, it } from 'vitest';
import { priceSlots, slotCeil, slotOf } from '../world/rules/pricing';
import {
  addMonths,
  billingMonth,
  createClock,
  DAY,
  DEFAULT_NOW,
  isPaymentDay,
  lastPaymentDate,
  nextPaymentDate,
  nextRenewalDate,
  parseInstant,
  paymentDayIn,
} from '../world/clock';
import { createWorld } from '../world/db';
import { resetWorld } from '../world/current';
import { worldSetup } from '../scenarios/registry';
import { settle } from '../world/rules/lifecycle';
import { must } from './helpers';

const d = (s: string) => parseInstant(s);

describe('clock', () => {
  it('is settable and advances', () => {
    const clock = createClock('2026-11-16');
    expect(clock.nowIso()).toBe('2026-11-16T00:00:00.000Z');
    clock.advance(DAY + 1000);
    expect(clock.nowIso()).toBe('2026-11-17T00:00:01.000Z');
    clock.set('2027-02-05T09:00:00Z');
    expect(clock.now().getUTCMonth()).toBe(1);
    expect(() => clock.set('not a date')).toThrow();
  });

  it('pays on the 5th (UTC)', () => {
    expect(paymentDayIn(2026, 10).toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(isPaymentDay(d('2026-11-05T23:59:59Z'))).toBe(true);
    expect(isPaymentDay(d('2026-11-06T00:00:00Z'))).toBe(false);
    expect(isPaymentDay(d('2026-11-04T23:59:59Z'))).toBe(false);
  });

  it('pays on the last day when the month has no such day (general rule)', () => {
    expect(paymentDayIn(2027, 1, 31).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(paymentDayIn(2028, 1, 31).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(paymentDayIn(2026, 3, 31).toISOString()).toBe('2026-04-30T00:00:00.000Z');
    expect(paymentDayIn(2026, 4, 31).toISOString()).toBe('2026-05-31T00:00:00.000Z');
    expect(isPaymentDay(d('2027-02-28T10:00:00Z'), 30)).toBe(true);
  });

  it('finds the next and last payment dates', () => {
    expect(nextPaymentDate(d('2026-11-04T10:00:00Z')).toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(nextPaymentDate(d('2026-11-05T10:00:00Z')).toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(nextPaymentDate(d('2026-12-20')).toISOString()).toBe('2027-01-05T00:00:00.000Z');
    expect(lastPaymentDate(d('2026-11-04')).toISOString()).toBe('2026-10-05T00:00:00.000Z');
    expect(lastPaymentDate(d('2026-11-05T01:00:00Z')).toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });

  it('bills the month 1st..last, renews on the 1st, prorates by day, counts started hours', () => {
    const m = billingMonth(d('2027-02-14'));
    expect([m.start.toISOString(), m.end.toISOString(), m.days]).toEqual(['2027-02-01T00:00:00.000Z', '2027-02-28T00:00:00.000Z', 28]);
    expect(nextRenewalDate(d('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // Hourly increments: up to 60 minutes counts as one hour.
    expect(slotCeil(60 * 60_000) - slotOf(0)).toBe(1);
    expect(slotCeil(61 * 60_000) - slotOf(0)).toBe(2);
    // A whole month costs exactly the list price; half of November (360 of 720 hours) half of it.
    expect(priceSlots(30_000, slotOf(Date.UTC(2026, 10, 1)), slotOf(Date.UTC(2026, 11, 1)))).toEqual([{ month: '2026-11', fromSlot: slotOf(Date.UTC(2026, 10, 1)), toSlot: slotOf(Date.UTC(2026, 11, 1)), hours: 720, cents: 30_000 }]);
    expect(priceSlots(31_000, slotOf(Date.UTC(2026, 11, 1)), slotOf(Date.UTC(2027, 0, 1)))[0]?.cents).toBe(31_000);
    expect(priceSlots(30_000, slotOf(Date.UTC(2026, 10, 16)), slotOf(Date.UTC(2026, 11, 1)))[0]?.cents).toBe(15_000);
    // A span across months is split by billing month, each priced on its own days (30 Nov: 31000 - floor(31000 * 696 / 720)).
    expect(priceSlots(31_000, slotOf(Date.UTC(2026, 10, 30)), slotOf(Date.UTC(2026, 11, 2))).map((x) => [x.month, x.hours, x.cents])).toEqual([['2026-11', 24, 1034], ['2026-12', 24, 1000]]);
    expect(addMonths(d('2026-08-31'), 6).toISOString().slice(0, 10)).toBe('2027-02-28');
  });

  it('expires a free trial after 14 days', () => {
    const world = createWorld(worldSetup({ scenario: 'freeTrialEndsTomorrow', now: '2026-11-16T03:00:00Z' }));
    const sub = must(world.data.subscriptions.find((s) => s.id === 'sub-nf'));
    expect(sub.state).toBe('FREE_TRIAL');
    expect(sub.expirationDate).toBe('2026-11-17T03:00:00.000Z');
    world.clock.set('2026-11-17T02:59:59Z');
    settle(world);
    expect(sub.state).toBe('FREE_TRIAL');
    world.clock.set('2026-11-17T03:00:00Z');
    settle(world);
    expect(sub.state).toBe('EXPIRED');
    expect(must(world.data.tenants.find((t) => t.productCode === 'netfunnel')).tenantStatus).toBe('stopping');
    world.clock.set('2026-11-17T03:10:00Z');
    settle(world);
    expect(must(world.data.tenants.find((t) => t.productCode === 'netfunnel')).tenantStatus).toBe('stopped');
  });

  it('cancels after the 3-day grace period of a failed payment', () => {
    const world = createWorld(worldSetup({ scenario: 'paymentFailedInGrace', now: '2026-11-06T09:00:00Z' }));
    const sub = must(world.data.subscriptions.find((s) => s.id === 'sub-nf'));
    expect(must(sub.paymentFailure).failedDate).toBe('2026-11-05T00:00:00.000Z');
    expect(must(sub.paymentFailure).graceEndDate).toBe('2026-11-08T00:00:00.000Z');
    world.clock.set('2026-11-07T23:59:59Z');
    settle(world);
    expect(sub.state).toBe('PAYMENT_FAILED');
    world.clock.set('2026-11-08T00:00:00Z');
    settle(world);
    expect(sub.state).toBe('CANCELLED');
  });

  it('charges on the payment day; a declined card starts the grace period', () => {
    const world = createWorld({ now: '2026-11-30T12:00:00Z' });
    must(world.data.cards.find((c) => c.id === 'card-1')).number = '4000000000000341';
    world.clock.set('2026-12-05T00:10:00Z');
    settle(world);
    const nf = must(world.data.subscriptions.find((s) => s.id === 'sub-nf'));
    const mb = must(world.data.subscriptions.find((s) => s.id === 'sub-mb'));
    expect(nf.state).toBe('PAYMENT_FAILED');
    expect(must(nf.paymentFailure).graceEndDate).toBe('2026-12-08T00:00:00.000Z');
    expect(mb.state).toBe('ACTIVE');
    expect(must(world.data.payments.find((p) => p.subscriptionId === 'sub-mb' && p.paymentDate.startsWith('2026-12-05'))).status).toBe('Paid');
  });
});

describe('resetWorld', () => {
  it('starts the clock afresh when no time is given, whatever the previous reset set', () => {
    const world = resetWorld(worldSetup({ scenario: 'ownerAllProductsRunning', now: '2026-12-05T09:00:00Z' }));
    world.clock.advance(DAY);
    resetWorld(worldSetup({ scenario: 'paymentFailedInGrace' }));
    expect(world.clock.now().toISOString()).toBe(new Date(DEFAULT_NOW).toISOString());
  });
});
