/**
 * The active world: the one the handlers read and write. The browser (dev server, Storybook) has one;
 * tests create their own and install it with `useWorld`, or call `resetWorld` on the shared one. Callers
 * that start from a scenario name look it up first (`worldSetup` in `mocks/scenarios/registry.ts`).
 */
import { DEFAULT_NOW } from './clock';
import { createWorld } from './db';
import type { World, WorldSetup } from './world';

let active: World | null = null;

/** Latency range in ms applied by every handler (0 = none, the default; the dev server sets 150-400). */
let latency: { min: number; max: number } = { min: 0, max: 0 };

/** Calls held forever by a `loading` failure since the last reset (story tests wait for all the others). */
let stalledCalls = 0;

export function currentWorld(): World {
  if (!active) active = createWorld();
  return active;
}

/**
 * Re-seeds the active world (creating it on first use). Whatever is not given starts from the defaults, never
 * from the previous reset: a story that moved the clock to a payment day must not leave the next story there.
 */
export function resetWorld(setup: WorldSetup = {}): World {
  stalledCalls = 0;
  if (!active) active = createWorld(setup);
  else active.reset({ scenarios: setup.scenarios ?? [], now: setup.now ?? DEFAULT_NOW, failures: setup.failures ?? [] });
  return active;
}

/** Makes `world` the active one (tests that hold their own instance). */
export function useWorld(world: World): World {
  active = world;
  return world;
}

export function setLatency(range: { min: number; max: number } | number): void {
  latency = typeof range === 'number' ? { min: range, max: range } : { ...range };
}

export function currentLatency(): { min: number; max: number } {
  return latency;
}

/** Records a call a `loading` failure holds forever. */
export function recordStalledCall(): void {
  stalledCalls += 1;
}

/** How many calls are held forever since the last reset: a page showing its loading state never settles them. */
export function stalledCallCount(): number {
  return stalledCalls;
}
