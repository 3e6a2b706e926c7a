/**
 * What a world is, as types only: `db.ts` builds one, the rules and scenarios change one. Kept apart from
 * `db.ts` so the rules can name `World` without importing the module that runs them (no import circle).
 */
import type { FailureRule } from '../scenarios/failureTypes';
import type { Clock } from './clock';
import type { WorldData } from './types';

/** A change applied to a freshly seeded world; named ones come from the scenario registry (`mocks/scenarios`). */
export type Scenario = ((world: World) => void) & { scenarioName?: string };

/** How to seed a world. The world applies the scenario functions it is given; it never looks a name up. */
export interface WorldSetup {
  /** Applied in order after the seed. @default [] (the baseline seed as it is) */
  scenarios?: readonly Scenario[];
  /** The clock's start (ISO date or date-time). @default DEFAULT_NOW */
  now?: string | Date;
  /** Failure overlays active in this world. @default [] */
  failures?: FailureRule[];
}

export interface World {
  data: WorldData;
  readonly clock: Clock;
  /** Names of the scenarios applied at the last reset (`custom` for an unnamed function). */
  scenarioNames: string[];
  /** Failure overlays, consulted by every handler. */
  failures: FailureRule[];
  /** Re-seeds from scratch (new clock start, scenarios and failures when given; otherwise the previous ones). */
  reset(setup?: WorldSetup): void;
  /** A deep copy of the data (for assertions and debugging). */
  snapshot(): WorldData;
  /** A fresh id, deterministic per world. */
  nextId(prefix: string): string;
}
