import { useCallback, useEffect, useState } from 'react';
import type { DeferredModule } from './deferredModule';

/** How long a busy page may hold the deferred code back before it loads anyway (ms). */
const idleTimeout = 2000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: idleTimeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: after the current work.
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * The deferred module once loaded (rendering again then), and `reach`, which loads it now. Without a reach it loads
 * when the browser is first idle after the control mounts.
 */
export function useDeferredModule<M>(deferred: DeferredModule<M>): [module: M | undefined, reach: () => void] {
  const [module, setModule] = useState(deferred.loaded);
  const reach = useCallback(() => {
    deferred.load().then(
      (value) => setModule(() => value),
      // The look-alike stays; the next reach (or the next mount) tries again.
      () => undefined,
    );
  }, [deferred]);
  useEffect(() => (module ? undefined : whenIdle(reach)), [module, reach]);
  return [module, reach];
}
