import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiClientOptions } from '@console/api/client';
import { createLazyApiClient } from './lazyApiClient';

function fakeClient() {
  let organizationId: string | null = null;
  let regional: string | null = null;
  const client = {
    main: { name: 'main' },
    region: { name: 'region' },
    crm: { name: 'crm' },
    request: vi.fn(async () => 'requested'),
    send: vi.fn(async () => 'sent'),
    setOrganizationId: vi.fn((id: string | null) => {
      organizationId = id;
    }),
    organizationId: () => organizationId,
    setRegionalBaseUrl: vi.fn((url: string | null) => {
      regional = url;
    }),
    regionalBaseUrl: () => regional,
    setLanguage: vi.fn(),
  };
  return client as typeof client & ApiClient;
}

const options = {} as ApiClientOptions;

describe('createLazyApiClient', () => {
  it('loads the API layer on the first request only, and replays settings made before it', async () => {
    const real = fakeClient();
    const load = vi.fn(async () => ({ createApiClient: () => real }));
    const api = createLazyApiClient(options, load);
    api.setLanguage('ja');
    api.setOrganizationId('org-7');
    api.setRegionalBaseUrl('https://api-us.example.com');
    expect(load).not.toHaveBeenCalled();
    expect(api.organizationId()).toBe('org-7');

    const endpoint = { method: 'get', path: '/v2/user' } as unknown as Parameters<ApiClient['send']>[0];
    await expect(api.send(endpoint)).resolves.toBe('sent');
    await api.send(endpoint);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.setLanguage).toHaveBeenCalledWith('ja');
    expect(real.setOrganizationId).toHaveBeenCalledWith('org-7');
    expect(api.regionalBaseUrl()).toBe('https://api-us.example.com');

    api.setLanguage('es');
    expect(real.setLanguage).toHaveBeenLastCalledWith('es');
    expect(api.main).toBe(real.main);
  });

  it('starts each call in a task of its own, after the task that asked for it', async () => {
    const real = fakeClient();
    const api = createLazyApiClient(options, async () => ({ createApiClient: () => real }));
    const endpoint = { method: 'get', path: '/v2/user' } as unknown as Parameters<ApiClient['send']>[0];
    await api.send(endpoint); // loads the layer
    real.send.mockClear();

    vi.useFakeTimers();
    try {
      const first = api.send(endpoint);
      const second = api.request({} as Parameters<ApiClient['request']>[0], endpoint as Parameters<ApiClient['request']>[1]);
      // The layer is loaded, so only the task boundary stands between the calls and their requests.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(real.send).not.toHaveBeenCalled();
      expect(real.request).not.toHaveBeenCalled();

      await vi.runAllTimersAsync();
      expect(real.send).toHaveBeenCalledTimes(1);
      expect(real.request).toHaveBeenCalledTimes(1);
      await expect(first).resolves.toBe('sent');
      await expect(second).resolves.toBe('requested');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no raw ky instances before the first request', () => {
    const api = createLazyApiClient(options, async () => ({ createApiClient: () => fakeClient() }));
    expect(() => api.main).toThrow(/after the first request/);
  });
});
