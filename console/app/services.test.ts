import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { endpoints } from '@contract/endpoints';
import { createMemoryCookieJar, createMemoryStore, createSession } from '@console/session';
import { createQueryClient } from './queryClient';
import { loadedQueryClient } from './lazyQueryClient';
import { createAppServices } from './services';

const origin = 'http://console.test';
const seen: Array<string | null> = [];
const server = setupServer(
  http.get(`${origin}/v2/countries`, ({ request }) => {
    seen.push(request.headers.get('lang'));
    return HttpResponse.json({ data: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('createAppServices', () => {
  it('sends the active interface language as the lang header, and follows a change', async () => {
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    const services = createAppServices({
      queryClient: loadedQueryClient(createQueryClient({ retry: false })),
      toast: () => undefined,
      navigate: () => undefined,
      session: createSession({ storage: createMemoryStore(), cookies: createMemoryCookieJar(), hostname: 'console.test' }),
      origin,
    });
    await services.api.send(endpoints.countries.list);
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    await services.api.send(endpoints.countries.list);
    expect(seen).toEqual(['ja', 'es']);
    expect(services.language()).toBe('es');
  });
});
