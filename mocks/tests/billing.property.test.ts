/**
 * Property test of the billing engine: for random lifecycles (subscribe, upgrade, downgrade, cancel, revert,
 * cancel a planned change, clock jumps over several months), driven through the handlers,
 *
 *   1. the total billed for each subscription equals the sum over its days of each day's price, to the cent,
 *      where an oracle written here prices every clock hour on its own (the plan in force at the hour's last
 *      live instant, pricing.ts's cumulative rule), from the accepted operations only;
 *   2. no hour, and so no day, is on two charges;
 *   3. every charge due so far is paid (the cards work).
 *
 * The generator is a seeded PRNG (mulberry32), so a failure names its seed and replays exactly. fast-check would
 * add shrinking, but a new dependency is not worth it for one test whose cases are already short and printable.
 */
import { describe, expect, it } from 'vitest';
import { HOUR, nextPaymentDate } from '../world/clock';
import { currentWorld } from '../world/current';
import { hourCents, slotCeil, slotOf, toCents } from '../world/rules/pricing';
import { PLANS } from '../world/catalogue';
import type { PlanCode, ProductCode } from '../world/types';
import { call, data, post, put, startMockServer, world } from './helpers';

startMockServer();

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TIERS = ['FREETRIAL', 'SMALL', 'MEDIUM', 'LARGE'] as const;
const PREFIX: Partial<Record<ProductCode, string>> = { netfunnel: 'NF', mbuster: 'MB' };
const planCode = (product: ProductCode, tier: (typeof TIERS)[number]) => `${PREFIX[product]}_${tier}` as PlanCode;
const tierOf = (code: PlanCode) => TIERS.indexOf(code.split('_')[1] as (typeof TIERS)[number]);
const priceCents = (code: PlanCode) => toCents(PLANS.find((p) => p.planCode === code)?.monthlyPriceUsd ?? 0);

/** What the test knows about one subscription, from accepted answers only. */
interface Model {
  id: string;
  product: ProductCode;
  /** Plan switches: the plan in force from `at` on. */
  switches: Array<{ at: number; plan: PlanCode }>;
  end: number | null;
  planned: { at: number; plan: PlanCode } | null;
  scheduledEnd: number | null;
  trialEnd: number | null;
  log: string[];
}

const current = (m: Model) => m.switches[m.switches.length - 1]?.plan as PlanCode;

/** Applies what the clock reaches: planned changes, scheduled ends, trial expiry (in time order). */
function advanceModel(m: Model, to: number) {
  for (;;) {
    if (m.end !== null) return;
    const candidates = [
      m.planned ? { at: m.planned.at, kind: 'planned' as const } : null,
      m.scheduledEnd !== null ? { at: m.scheduledEnd, kind: 'end' as const } : null,
      m.trialEnd !== null ? { at: m.trialEnd, kind: 'end' as const } : null,
    ].filter((c): c is { at: number; kind: 'planned' | 'end' } => c !== null && c.at <= to);
    if (candidates.length === 0) return;
    const next = candidates.reduce((a, b) => (b.at < a.at ? b : a));
    if (next.kind === 'end') {
      m.end = next.at;
      m.log.push(`ends ${new Date(next.at).toISOString()}`);
    } else if (m.planned) {
      m.switches.push({ at: m.planned.at, plan: m.planned.plan });
      m.log.push(`planned ${m.planned.plan} takes effect ${new Date(m.planned.at).toISOString()}`);
      m.planned = null;
    }
  }
}

/** The oracle: cents of every live hour slot before `untilSlot`, one hour at a time. */
function oracleCents(m: Model, untilSlot: number): number {
  const start = m.switches[0]?.at ?? 0;
  const endMs = m.end ?? Infinity;
  let cents = 0;
  for (let h = slotOf(start); h < untilSlot && h * HOUR < endMs; h++) {
    const lastLive = Math.min((h + 1) * HOUR, endMs) - 1;
    const plan = [...m.switches].reverse().find((s) => s.at <= lastLive)?.plan;
    if (plan) cents += hourCents(priceCents(plan), h);
  }
  return cents;
}

async function runLifecycle(seed: number) {
  const random = mulberry32(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const startMs = Date.parse('2026-01-03T00:00:00Z') + Math.floor(random() * 300) * 24 * HOUR + Math.floor(random() * 24 * 60) * 60_000;
  const w = world({ scenario: 'noSubscriptions', now: new Date(startMs).toISOString() });
  const models: Model[] = [];
  const live = (product: ProductCode) => [...models].reverse().find((m) => m.product === product && m.end === null);
  const now = () => w.clock.nowMs();

  for (let step = 0; step < 28; step++) {
    const product = pick<ProductCode>(['netfunnel', 'mbuster']);
    const m = live(product);
    const roll = random();
    if (roll < 0.3) {
      const jump = random() < 0.5 ? Math.floor(random() * 180) * 60_000 : Math.floor(random() * 20 * 24 * 60) * 60_000;
      for (const x of models) advanceModel(x, now() + jump);
      w.clock.advance(jump);
      continue;
    }
    if (!m) {
      const plan = planCode(product, pick(TIERS));
      const r = await post('/v2/subscription', { planCode: plan });
      if (r.status === 200) {
        const id = data<{ subscriptionId: string }>(r).subscriptionId;
        models.push({
          id,
          product,
          switches: [{ at: now(), plan }],
          end: null,
          planned: null,
          scheduledEnd: null,
          trialEnd: plan.endsWith('FREETRIAL') ? now() + 14 * 24 * HOUR : null,
          log: [`subscribe ${plan} ${new Date(now()).toISOString()}`],
        });
      }
      continue;
    }
    if (roll < 0.55) {
      const target = planCode(product, pick(TIERS.slice(1)));
      const r = await put(`/v2/subscription/${m.id}/plan`, { planCode: target, agreement: true });
      if (r.status !== 200) continue;
      const answer = data<{ kind: 'UPGRADE' | 'DOWNGRADE'; effectiveDate: string }>(r);
      m.scheduledEnd = null;
      if (answer.kind === 'UPGRADE') {
        expect(tierOf(target)).toBeGreaterThan(tierOf(current(m)));
        m.switches.push({ at: now(), plan: target });
        m.planned = null;
        m.trialEnd = null;
      } else {
        m.planned = { at: Date.parse(answer.effectiveDate), plan: target };
      }
      m.log.push(`${answer.kind} ${target} ${new Date(now()).toISOString()}`);
    } else if (roll < 0.75) {
      const r = await post(`/v2/subscription/${m.id}/cancel`, {});
      if (r.status !== 200) continue;
      const answer = data<{ immediate: boolean; endDate: string }>(r);
      m.planned = null;
      if (answer.immediate) m.end = now();
      else m.scheduledEnd = Date.parse(answer.endDate);
      m.log.push(`cancel (${answer.immediate ? 'now' : answer.endDate}) ${new Date(now()).toISOString()}`);
    } else if (roll < 0.88) {
      const r = await call('delete', `/v2/subscription/${m.id}/cancel`);
      if (r.status !== 200) continue;
      m.scheduledEnd = null;
      m.log.push(`revert ${new Date(now()).toISOString()}`);
    } else {
      const r = await call('delete', `/v2/subscription/${m.id}/plan/planned`);
      if (r.status !== 200) continue;
      m.planned = null;
      m.log.push(`cancel planned ${new Date(now()).toISOString()}`);
    }
  }

  // Far enough ahead that every hour so far is on a charge: past the next two payment days.
  const horizon = nextPaymentDate(nextPaymentDate(new Date(now() + 40 * 24 * HOUR)));
  for (const x of models) advanceModel(x, horizon.getTime());
  w.clock.set(horizon);
  await call('get', '/v2/subscription/list');

  const lastRunMonthStart = slotOf(Date.UTC(horizon.getUTCFullYear(), horizon.getUTCMonth(), 1));
  for (const m of models) {
    const charges = currentWorld().data.payments.filter((p) => p.subscriptionId === m.id && p.kind !== 'SPOT');
    const context = `seed ${seed}, ${m.id}:\n  ${m.log.join('\n  ')}`;
    const until = m.end === null ? lastRunMonthStart : slotCeil(m.end);
    const billed = charges.reduce((sum, p) => sum + toCents(p.amountUsd), 0);
    expect(billed, context).toBe(oracleCents(m, until));

    // No hour on two charges, hence no day billed twice.
    const spans = charges.flatMap((p) => p.lines.map((l) => ({ from: Date.parse(l.start), to: Date.parse(l.end), charge: p.id })));
    spans.sort((a, b) => a.from - b.from);
    for (let i = 1; i < spans.length; i++) {
      expect((spans[i] as { from: number }).from, context).toBeGreaterThanOrEqual((spans[i - 1] as { to: number }).to);
    }
    const dayOwner = new Map<string, string>();
    for (const p of charges) {
      for (const l of p.lines) {
        for (let t = Date.parse(l.start); t < Date.parse(l.end); t += HOUR) {
          const day = new Date(t).toISOString().slice(0, 10);
          const owner = dayOwner.get(day);
          expect(owner === undefined || owner === p.id, `${context}\n  ${day} on ${owner} and ${p.id}`).toBe(true);
          dayOwner.set(day, p.id);
        }
      }
    }
    for (const p of charges.filter((x) => Date.parse(x.dueDate) <= horizon.getTime())) expect(p.status, context).toBe('Paid');
  }
  return models.length;
}

describe('billing engine, property over random lifecycles', () => {
  it('bills every live hour once at the price in force, to the cent (60 seeded lifecycles)', async () => {
    let subscriptions = 0;
    for (let seed = 1; seed <= 60; seed++) subscriptions += await runLifecycle(seed);
    // The generator must actually exercise the engine.
    expect(subscriptions).toBeGreaterThan(60);
  }, 120_000);
});
