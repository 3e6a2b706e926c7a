import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure } from '@mocks/storybook';
import type { FailureKind, FailureRule } from '@mocks/scenarios/failureTypes';
import type { World } from '@mocks/world/db';

/** The three ways a page's call fails: a 500, no answer (network), an answer that is not JSON. */
export const loadFailureKinds: readonly FailureKind[] = ['status500', 'network', 'malformed'];

/** A count of calls no page reaches: a rule with it fails every call until the test replaces it. */
const everyCall = 1000;

/**
 * An `EveryFailureRecovers` story's `parameters.world.failures`: the first kind on these operations, for every call
 * until the first retry.
 */
export function firstLoadFailure(operations: string[]): FailureRule[] {
  return [failure(loadFailureKinds[0] ?? 'status500', operations, everyCall)];
}

export interface EveryFailureRecoversOptions {
  canvasElement: HTMLElement;
  /** The story's `loaded` (its `world` is the mock world the loader reset). */
  loaded: Record<string, unknown>;
  /** The contract operations whose failure the page shows (those of `firstLoadFailure`). */
  operations: string[];
  /** Resolves when the page shows its data again. */
  recovered: () => Promise<void>;
  /** The retry control of the error state; by default the button inside the page's alert. */
  findRetry?: (canvasElement: HTMLElement) => Promise<HTMLElement>;
}

async function retryInAlert(canvasElement: HTMLElement): Promise<HTMLElement> {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
  return within(alert).getByRole('button');
}

/** Until the calls in flight have answered (the failure was served and the page has drawn it). */
async function callsAnswered(): Promise<void> {
  await waitFor(() => expect((window.__storyQueryClient?.isFetching() ?? 0) + (window.__storyQueryClient?.isMutating() ?? 0)).toBe(0), {
    timeout: 15000,
  });
}

/**
 * One play function for a page's three failure kinds: the story starts with `firstLoadFailure` (a 500); each retry
 * meets the next kind (no answer, then a body that is not JSON), and the last retry recovers. Each failure must show
 * the error state with its retry, never a blank page or a crash.
 *
 * Each kind fails every call of the operations until the next retry, not only the first one: a load or a retry
 * may ask more than once (a route loader's prefetch beside the page's query, the shell's tenant query beside a
 * redirect's decision), and which call comes first depends on timing, so a once-only failure could be met by the
 * wrong call and the page would recover early.
 */
export async function everyFailureRecovers(options: EveryFailureRecoversOptions): Promise<void> {
  const { canvasElement, loaded, operations, recovered, findRetry = retryInAlert } = options;
  const world = loaded.world as World;
  // The story's first failure (firstLoadFailure); each rule's count is read back to see that the page asked.
  let current: FailureRule | undefined = world.failures[0];
  for (const next of [...loadFailureKinds.slice(1), undefined]) {
    if (current) {
      const rule = current;
      await waitFor(() => expect(rule.times).toBeLessThan(everyCall), { timeout: 15000 });
    }
    await callsAnswered();
    const retry = await findRetry(canvasElement);
    await expect(retry).toBeVisible();
    current = next ? failure(next, operations, everyCall) : undefined;
    world.failures = current ? [current] : [];
    await userEvent.click(retry);
  }
  await recovered();
}
