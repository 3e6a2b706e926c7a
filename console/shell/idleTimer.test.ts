import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoLogoutAfterMs, startIdleTimer } from './idleTimer';

describe('startIdleTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('fires once after 60 quiet minutes', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    startIdleTimer({ timeoutMs: autoLogoutAfterMs, onIdle, target: target as unknown as Window });
    vi.advanceTimersByTime(autoLogoutAfterMs - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(autoLogoutAfterMs * 2);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait on activity', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    startIdleTimer({ timeoutMs: autoLogoutAfterMs, onIdle, target: target as unknown as Window });
    vi.advanceTimersByTime(50 * 60 * 1000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(50 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    const stop = startIdleTimer({ timeoutMs: autoLogoutAfterMs, onIdle, target: target as unknown as Window });
    stop();
    vi.advanceTimersByTime(autoLogoutAfterMs * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
