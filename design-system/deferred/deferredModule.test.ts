import { describe, expect, it, vi } from 'vitest';
import { deferredModule, loadDeferredModules } from './deferredModule';

describe('deferredModule', () => {
  it('loads once, however often it is reached for, and then holds the module', async () => {
    const loader = vi.fn(() => Promise.resolve({ name: 'control' }));
    const deferred = deferredModule(loader);
    expect(deferred.loaded()).toBeUndefined();
    expect(loader).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect(first).toBe(second);
    expect(deferred.loaded()).toEqual({ name: 'control' });
    await deferred.load();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a lost chunk must not stick)', async () => {
    const loader = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'control' });
    const deferred = deferredModule(loader);
    await expect(deferred.load()).rejects.toThrow(/Failed to fetch/);
    expect(deferred.loaded()).toBeUndefined();
    await expect(deferred.load()).resolves.toEqual({ name: 'control' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loads every registered module for Storybook and the tests', async () => {
    const first = deferredModule(() => Promise.resolve('first'));
    const second = deferredModule(() => Promise.resolve('second'));
    await loadDeferredModules();
    expect([first.loaded(), second.loaded()]).toEqual(['first', 'second']);
  });

  it('also loads the modules a deferred module registers as it loads (a control and its popover)', async () => {
    let popover: ReturnType<typeof deferredModule<string>> | undefined;
    const control = deferredModule(() => {
      popover = deferredModule(() => Promise.resolve('popover'));
      return Promise.resolve('control');
    });
    await loadDeferredModules();
    expect([control.loaded(), popover?.loaded()]).toEqual(['control', 'popover']);
  });
});
