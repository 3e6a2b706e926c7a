/**
 * Scenarios: a scenario is a function that mutates a freshly seeded world. They compose (`compose(a, b)`, or an
 * array, or `a+b` in the URL) and apply in order. Named ones are listed in `scenarios` (definitions.ts). The
 * world knows none of this: callers look scenarios up here (`worldSetup`) and hand the world the functions.
 */
import type { Scenario, World, WorldSetup } from '../world/world';
import { scenarios, type ScenarioName } from './definitions';
import type { FailureRule } from './failureTypes';

export type { Scenario } from '../world/world';
export type ScenarioInput = ScenarioName | string | Scenario | ReadonlyArray<ScenarioName | string | Scenario>;

/** The scenario a world starts from when none is named: the baseline seed as it is. */
export const DEFAULT_SCENARIO: ScenarioName = 'ownerAllProductsRunning';

/** A world's setup by scenario name (or function, or several), as stories, URLs and tests give it. */
export interface ScenarioOptions {
  /** @default DEFAULT_SCENARIO */
  scenario?: ScenarioInput;
  /** The clock's start (ISO date or date-time). @default DEFAULT_NOW */
  now?: string | Date;
  /** Failure overlays active in the world. @default [] */
  failures?: FailureRule[];
}

export function named(name: string, fn: (world: World) => void): Scenario {
  return Object.assign(fn, { scenarioName: name });
}

/** Composes scenarios left to right into one. */
export function compose(...parts: Array<ScenarioName | Scenario>): Scenario {
  const resolved = parts.flatMap((p) => resolveScenarios(p));
  return named(resolved.map((s) => s.scenarioName ?? 'custom').join('+'), (world) => {
    for (const s of resolved) s(world);
  });
}

export function isScenarioName(name: string): name is ScenarioName {
  return Object.prototype.hasOwnProperty.call(scenarios, name);
}

/** Turns names (also `a+b`), functions and arrays into a list of scenario functions. Unknown names throw. */
export function resolveScenarios(input: ScenarioInput): Scenario[] {
  if (typeof input === 'function') return [input];
  if (typeof input === 'string') {
    return input
      .split(/[+,\s]+/)
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => {
        if (!isScenarioName(n)) throw new Error(`Unknown scenario "${n}". Known: ${Object.keys(scenarios).join(', ')}`);
        return scenarios[n];
      });
  }
  return (input as ReadonlyArray<string | Scenario>).flatMap((p) => resolveScenarios(p));
}

/**
 * Looks the scenario up and gives the world's setup, for `createWorld`, `resetWorld` or `world.reset`:
 * `resetWorld(worldSetup({ scenario: 'paymentFailedInGrace', now: '2026-11-06T09:00:00Z' }))`. Unknown names throw.
 */
export function worldSetup(options: ScenarioOptions = {}): WorldSetup {
  return { scenarios: resolveScenarios(options.scenario ?? DEFAULT_SCENARIO), now: options.now, failures: options.failures };
}
