import { deviceClassForWidth, layoutTokens, type DeviceClass } from '@tokens';
import { realTimers, throttle, type ThrottleTimers } from './throttle';

/** Device class assumed when there is no window (server rendering, first hydration pass). */
export const defaultDeviceClass: DeviceClass = 'desktop_xl';

/** The part of `window` the store needs. */
export interface ResizeTarget {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

export interface DeviceClassStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DeviceClass;
}

/**
 * An external store (for `useSyncExternalStore`) of the device class of `target`'s width.
 * One throttled resize listener is shared by all subscribers and removed with the last one.
 */
export function createDeviceClassStore(
  target: ResizeTarget,
  wait: number = layoutTokens.resizeThrottle,
  timers: ThrottleTimers = realTimers,
): DeviceClassStore {
  const listeners = new Set<() => void>();
  let current: DeviceClass | null = null;
  let detach: (() => void) | null = null;
  const read = () => deviceClassForWidth(target.innerWidth);

  const attach = () => {
    const onResize = throttle(
      () => {
        const next = read();
        if (next === current) return;
        current = next;
        for (const listener of [...listeners]) listener();
      },
      wait,
      timers,
    );
    target.addEventListener('resize', onResize);
    return () => {
      target.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!detach) {
        current = read();
        detach = attach();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && detach) {
          detach();
          detach = null;
          current = null;
        }
      };
    },
    getSnapshot() {
      current ??= read();
      return current;
    },
  };
}
