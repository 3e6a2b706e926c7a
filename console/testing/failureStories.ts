import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure } from '@mocks/storybook';
import type { FailureKind, FailureRule } from '@mocks/scenarios/failureTypes';
import type { World } from '@mocks/world/db';

/** The three ways a page's call fails: a 500, no answer (network), an answer that is not JSON. */
export const loadFailureKinds: readonly FailureKind[] = ['status500', 'network', 'malformed'];

/** A story's `parameters.world.failures` for the failed state: the first kind, once, on these operations. */
export function firstLoadFailure(operations: string[]): FailureRule[] {
  return [failure(loadFailureKinds[0] ?? 'status500', operations, 1)];
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
  /**
   * Each kind fails every call until the next retry, not only the first one: for pages where a retry causes more
   * than one call of an operation (the redirect's decision and the shell's own tenant query both ask on a retry),
   * so a once-only failure could be met by the wrong call.
   * @default false
   */
  failUntilRetry?: boolean;
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
 */
export async function everyFailureRecovers(options: EveryFailureRecoversOptions): Promise<void> {
  const { canvasElement, loaded, operations, recovered, findRetry = retryInAlert, failUntilRetry = false } = options;
  const world = loaded.world as World;
  // With failUntilRetry a rule fails "every" call: a count no page reaches, read back to see it was met.
  const every = 1000;
  let current: FailureRule | undefined;
  for (const next of [...loadFailureKinds.slice(1), undefined]) {
    if (current) {
      const rule = current;
      await waitFor(() => expect(rule.times).toBeLessThan(every), { timeout: 15000 });
    }
    await callsAnswered();
    const retry = await findRetry(canvasElement);
    await expect(retry).toBeVisible();
    if (failUntilRetry) {
      current = next ? failure(next, operations, every) : undefined;
      world.failures = current ? [current] : [];
    } else if (next) world.failures.push(failure(next, operations, 1));
    await userEvent.click(retry);
  }
  await recovered();
  // Every overlay was met once: the page asked again after each failure.
  if (!failUntilRetry) await expect(world.failures.every((rule) => rule.times === 0)).toBe(true);
}
