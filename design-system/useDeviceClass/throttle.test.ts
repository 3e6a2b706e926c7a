import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '@tokens';
import { createDeviceClassStore, type ResizeTarget } from './deviceClassStore';
import { throttle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once and collapses a burst into one trailing call with the latest args', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('runs at most once per window during a continuous stream', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    for (let t = 0; t < 3000; t += 10) {
      throttled(t);
      vi.advanceTimersByTime(10);
    }
    vi.runAllTimers();
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(fn).toHaveBeenLastCalledWith(2990);
  });

  it('runs again at once after a quiet window, and cancel drops the trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled('a');
    vi.advanceTimersByTime(500);
    throttled('b');
    expect(fn).toHaveBeenCalledTimes(2);
    throttled('c');
    throttled.cancel();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

class FakeWindow implements ResizeTarget {
  innerWidth: number;
  listeners = new Set<() => void>();
  constructor(width: number) {
    this.innerWidth = width;
  }
  addEventListener(_type: 'resize', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'resize', listener: () => void) {
    this.listeners.delete(listener);
  }
  resize(width: number) {
    this.innerWidth = width;
    for (const listener of this.listeners) listener();
  }
}

describe('device class store', () => {
  it('uses the resize-throttle token', () => {
    expect(tokens.layout.resizeThrottle).toBe(300);
  });

  it('reports the class, notifies on class changes only, throttled at 300 ms', () => {
    const win = new FakeWindow(1300);
    const store = createDeviceClassStore(win);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBe('desktop_xxl');

    win.resize(1290); // same class: no notification
    expect(listener).not.toHaveBeenCalled();

    vi.advanceTimersByTime(300);
    win.resize(800); // leading edge of a new window: immediate
    expect(store.getSnapshot()).toBe('tablet_lg');
    expect(listener).toHaveBeenCalledTimes(1);

    win.resize(500);
    win.resize(300); // within 300 ms: wait for the trailing call
    expect(store.getSnapshot()).toBe('tablet_lg');
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toBe('mobile_xsm');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    expect(win.listeners.size).toBe(0);
  });

  it('shares one resize listener between subscribers', () => {
    const win = new FakeWindow(400);
    const store = createDeviceClassStore(win);
    const a = store.subscribe(() => {});
    const b = store.subscribe(() => {});
    expect(win.listeners.size).toBe(1);
    a();
    expect(win.listeners.size).toBe(1);
    b();
    expect(win.listeners.size).toBe(0);
    win.innerWidth = 1000;
    expect(store.getSnapshot()).toBe('desktop_xl');
  });
});
