/** Spec section 9: the session ends after 60 minutes without activity when the account has auto logout on. */
export const autoLogoutAfterMs = 60 * 60 * 1000;

/** What counts as activity: the user touching the page. */
export const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

/**
 * Calls `onIdle` once after `timeoutMs` without activity. Activity restarts the wait. Returns the stop
 * function. Checks the wall clock when the timer fires, so a laptop that slept still logs out.
 */
export function startIdleTimer({
  timeoutMs,
  onIdle,
  target = window,
  now = Date.now,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: IdleTimerOptions): () => void {
  let lastActivity = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (ms: number) => {
    if (timer !== undefined) clearTimer(timer);
    timer = setTimer(check, ms);
  };
  function check() {
    if (stopped) return;
    const idleFor = now() - lastActivity;
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
    } else {
      schedule(timeoutMs - idleFor);
    }
  }
  const onActivity = () => {
    lastActivity = now();
  };
  function stop() {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    for (const event of activityEvents) target.removeEventListener(event, onActivity);
  }

  for (const event of activityEvents) target.addEventListener(event, onActivity, { passive: true });
  schedule(timeoutMs);
  return stop;
}
