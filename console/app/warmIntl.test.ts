import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlSoon } from './warmIntl';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmIntlSoon', () => {
  it('asks Intl for the locale in a later task, not at once', () => {
    vi.useFakeTimers();
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntlSoon('ko');
    expect(supported).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(supported).toHaveBeenCalledWith(['ko']);
  });
});
