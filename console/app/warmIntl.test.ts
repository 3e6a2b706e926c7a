import { describe, expect, it, vi } from 'vitest';
import { warmIntlSoon } from './warmIntl';

describe('warmIntlSoon', () => {
  it('asks Intl for the locale in a later task, not at once', () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const tasks: Array<() => void> = [];
    warmIntlSoon('ko', (run) => tasks.push(run));
    expect(supported).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(supported).toHaveBeenCalledWith(['ko']);
    supported.mockRestore();
  });
});
