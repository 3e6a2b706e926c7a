/** Timer functions a throttle needs (injectable for tests). */
export interface ThrottleTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: ThrottleTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

/**
 * Leading + trailing throttle: the first call runs at once; further calls within `wait` ms
 * collapse into one trailing call (with the latest arguments) at the end of the window.
 * So `fn` runs at most once per `wait` ms and always sees the final state.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  timers: ThrottleTimers = realTimers,
): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let pending: unknown = null;
  let pendingArgs: A | null = null;

  const run = (args: A) => {
    last = timers.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = wait - (timers.now() - last);
    if (remaining <= 0 && pending === null) {
      run(args);
      return;
    }
    pendingArgs = args;
    if (pending === null) {
      pending = timers.setTimeout(() => {
        pending = null;
        const latest = pendingArgs;
        pendingArgs = null;
        if (latest) run(latest);
      }, Math.max(remaining, 0));
    }
  };
  throttled.cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
    pendingArgs = null;
  };
  return throttled;
}
