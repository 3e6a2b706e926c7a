/**
 * Scenarios: a scenario is a function that mutates a freshly seeded world. They compose (`compose(a, b)`, or an
 * array, or `a+b` in the URL) and apply in order. Named ones are listed in `scenarios` (definitions.ts).
 */
import type { World } from '../world/db';
import { scenarios, type ScenarioName } from './definitions';

export type Scenario = ((world: World) => void) & { scenarioName?: string };
export type ScenarioInput = ScenarioName | string | Scenario | ReadonlyArray<ScenarioName | string | Scenario>;

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
