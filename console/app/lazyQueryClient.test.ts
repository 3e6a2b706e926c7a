import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar, createMemoryStore, createSession } from '@console/session';
import { createLazyQueryClient } from './lazyQueryClient';
import { createQueryClient } from './queryClient';
import { createAppServices } from './services';

describe('createLazyQueryClient', () => {
  it('creates the client once, on the first load, and tells subscribers', async () => {
    const create = vi.fn(() => Promise.resolve(createQueryClient()));
    const lazy = createLazyQueryClient(create);
    const listener = vi.fn();
    lazy.subscribe(listener);
    expect(lazy.current()).toBeUndefined();
    expect(create).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.current()).toBe(first);
    expect(await lazy.load()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    const client = createQueryClient();
    const create = vi.fn<() => Promise<typeof client>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(client);
    const lazy = createLazyQueryClient(create);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current()).toBeUndefined();
    expect(await lazy.load()).toBe(client);
  });

  it('gives the services the client once loaded, and a clear error before', async () => {
    const lazy = createLazyQueryClient(() => Promise.resolve(createQueryClient()));
    const services = createAppServices({
      queryClient: lazy,
      toast: () => undefined,
      navigate: () => undefined,
      session: createSession({ storage: createMemoryStore(), cookies: createMemoryCookieJar(), hostname: 'console.test' }),
      origin: 'http://console.test',
    });
    expect(() => services.queryClient).toThrow(/before it was loaded/);
    const client = await lazy.load();
    expect(services.queryClient).toBe(client);
  });
});
