import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar, createMemoryStore, createSession } from '@console/session';
import { createQueryClient } from './queryClient';
import { loadedQueryClient } from './lazyQueryClient';
import { createAppServices } from './services';
import { startShellData } from './startShellData';

const consoleMatches = [
  { routeId: '__root__', params: {} },
  { routeId: '/$locale', params: { locale: 'en' } },
  { routeId: '/$locale/console', params: { locale: 'en' } },
  { routeId: '/$locale/console/dashboard', params: { locale: 'en' } },
];

function setup({ signedIn }: { signedIn: boolean }) {
  const session = createSession({ storage: createMemoryStore(), cookies: createMemoryCookieJar(), hostname: 'console.test' });
  if (signedIn) session.store({ scpToken: 'tok', userKey: 'uk', scpRegion: 'ap-northeast-1', locale: 'en' });
  const queryClient = createQueryClient({ retry: false });
  const services = createAppServices({
    queryClient: loadedQueryClient(queryClient),
    toast: () => undefined,
    navigate: () => undefined,
    session,
    origin: 'http://console.test',
  });
  const prefetchShellData = vi.fn(async () => undefined);
  const load = vi.fn(async () => ({ prefetchShellData }));
  return { services, queryClient, prefetchShellData, load };
}

describe('startShellData', () => {
  it('starts the shell chain on a console page with a session, in the path language', async () => {
    const { services, queryClient, prefetchShellData, load } = setup({ signedIn: true });
    const setLanguage = vi.spyOn(services.api, 'setLanguage');
    const send = vi.fn();
    await startShellData(consoleMatches, services, loadedQueryClient(queryClient), load, send);
    expect(setLanguage).toHaveBeenCalledWith('en');
    expect(prefetchShellData).toHaveBeenCalledWith(services, queryClient);
    // The chain's first call goes at once, with the session's credentials, while the API client downloads.
    expect(send).toHaveBeenCalledWith('/v2/aws/region/ap-northeast-1/api', { Authorization: 'Bearer tok', userKey: 'uk' });
  });

  it('does nothing without a session in this tab (the layout sends the visitor away)', () => {
    const { services, queryClient, load } = setup({ signedIn: false });
    const send = vi.fn();
    expect(startShellData(consoleMatches, services, loadedQueryClient(queryClient), load, send)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('does nothing outside the console', () => {
    const { services, queryClient, load } = setup({ signedIn: true });
    const signIn = [{ routeId: '__root__', params: {} }, { routeId: '/$locale/signin', params: { locale: 'ko' } }];
    expect(startShellData(signIn, services, loadedQueryClient(queryClient), load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed chunk download (the layout loader tries again)', async () => {
    const { services, queryClient } = setup({ signedIn: true });
    const failing = () => Promise.reject(new Error('chunk failed'));
    await expect(startShellData(consoleMatches, services, loadedQueryClient(queryClient), failing, vi.fn())).resolves.toBeUndefined();
  });
});
