/**
 * The in-memory database: one instance per world, so every story and test has its own. The world applies
 * scenario functions; looking a scenario up by name is the registry's job (`mocks/scenarios/registry.ts`):
 *
 *   const world = createWorld(worldSetup({ scenario: 'paymentFailedInGrace', now: '2026-11-06T09:00:00Z' }));
 *   world.reset(worldSetup({ scenario: ['noSubscriptions', 'fiveCards'] }));
 *   const copy = world.snapshot();
 */
import { createClock, DEFAULT_NOW } from './clock';
import { seedData } from './seed';
import { settle } from './rules/lifecycle';
import type { World, WorldSetup } from './world';

export type { Scenario, World, WorldSetup } from './world';

export function createWorld(setup: WorldSetup = {}): World {
  const clock = createClock(setup.now ?? DEFAULT_NOW);
  let last: WorldSetup = { ...setup };
  const world: World = {
    data: seedData(clock.now()),
    clock,
    scenarioNames: [],
    failures: [],
    reset(next = {}) {
      const merged: WorldSetup = {
        scenarios: next.scenarios ?? last.scenarios,
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
      const scenarios = merged.scenarios ?? [];
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
  world.reset(setup);
  return world;
}
