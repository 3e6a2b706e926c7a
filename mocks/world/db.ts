/**
 * The in-memory database: one instance per world, so every story and test has its own.
 *
 *   const world = createWorld({ scenario: 'paymentFailedInGrace', now: '2026-11-06T09:00:00Z' });
 *   world.reset({ scenario: ['noSubscriptions', 'fiveCards'] });
 *   const copy = world.snapshot();
 */
import { createClock, DEFAULT_NOW, type Clock } from './clock';
import { seedData } from './seed';
import { settle } from './rules/lifecycle';
import type { WorldData } from './types';
import { resolveScenarios, type ScenarioInput } from '../scenarios/registry';
import type { FailureRule } from '../scenarios/failureTypes';

export interface WorldOptions {
  /** A scenario name, a scenario function, or several (applied in order). Default: ownerAllProductsRunning. */
  scenario?: ScenarioInput;
  /** The clock's start (ISO date or date-time). Default: DEFAULT_NOW. */
  now?: string | Date;
  /** Failure overlays active in this world. */
  failures?: FailureRule[];
}

export interface World {
  data: WorldData;
  readonly clock: Clock;
  /** Names of the scenarios applied at the last reset. */
  scenarioNames: string[];
  /** Failure overlays, consulted by every handler. */
  failures: FailureRule[];
  /** Re-seeds from scratch (new clock start, scenario and failures when given; otherwise the previous ones). */
  reset(options?: WorldOptions): void;
  /** A deep copy of the data (for assertions and debugging). */
  snapshot(): WorldData;
  /** A fresh id, deterministic per world. */
  nextId(prefix: string): string;
}

export function createWorld(options: WorldOptions = {}): World {
  const clock = createClock(options.now ?? DEFAULT_NOW);
  let last: WorldOptions = { ...options };
  const world: World = {
    data: seedData(clock.now()),
    clock,
    scenarioNames: [],
    failures: [],
    reset(next = {}) {
      const merged: WorldOptions = {
        scenario: next.scenario ?? last.scenario,
        now: next.now ?? last.now,
        failures: next.failures ?? last.failures,
      };
      last = merged;
      clock.set(merged.now ?? DEFAULT_NOW);
      world.data = seedData(clock.now());
      // The seed's past charges come from the billing engine itself: replay everything up to now.
      settle(world);
      // Copies: a rule with `times` counts down in this world only. The story's parameters (or a caller's
      // list) keep their counts, so a story rendered again (a rerun, a CI retry) fails the same way.
      world.failures = (merged.failures ?? []).map((rule) => ({ ...rule }));
      const scenarios = resolveScenarios(merged.scenario ?? 'ownerAllProductsRunning');
      world.scenarioNames = scenarios.map((s) => s.scenarioName ?? 'custom');
      for (const scenario of scenarios) scenario(world);
    },
    snapshot() {
      return structuredClone(world.data);
    },
    nextId(prefix) {
      world.data.sequence += 1;
      return `${prefix}-${world.data.sequence}`;
    },
  };
  world.reset(options);
  return world;
}
