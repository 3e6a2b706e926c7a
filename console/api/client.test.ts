import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from './apiError';
import { toSearchParams } from './client';
import { sendEarly } from './earlyAnswers';
import { toInquiryFormData } from './inquiryFormData';
import { endpoints } from '@contract/endpoints';
import { createTestClient, testOrigin } from './testing/harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const profile = {
  id: 'u-1',
  name: 'Kim',
  email: 'kim@example.com',
  language: 'KOREAN',
  selectedOrganizationId: 'org-1',
};
const signedIn = { scpToken: 'tok-1', userKey: 'uk-1', scpRegion: 'ap-northeast-1' };

function captureHeaders(path: string, body: unknown, origin = testOrigin) {
  const seen: Headers[] = [];
  server.use(
    http.all(`${origin}${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ data: body });
    }),
  );
  return seen;
}

describe('headers', () => {
  it('adds Authorization and userKey from session storage to every main request', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/v2/user', profile);
    await expect(api.send(endpoints.user.get)).resolves.toEqual(profile);
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.get('userkey')).toBe('uk-1');
    expect(seen[0]?.has('organizationid')).toBe(false);
  });

  it('reads the session on each request (a new sign-in is picked up without a new client)', async () => {
    const { api, storage } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/v2/user', profile);
    await api.send(endpoints.user.get);
    storage.setItem('scpToken', 'tok-2');
    await api.send(endpoints.user.get);
    expect(seen.map((headers) => headers.get('authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('sends no credentials without a session', async () => {
    const { api } = createTestClient();
    const seen = captureHeaders('/v2/countries', []);
    await api.send(endpoints.countries.list);
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[0]?.has('userkey')).toBe(false);
  });

  it('adds organizationId once set, and removes it when unset', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/v2/organization/user', { status: 'ENABLED', isOwner: true });
    await api.send(endpoints.organization.user);
    api.setOrganizationId('org-1');
    await api.send(endpoints.organization.user);
    api.setOrganizationId(null);
    await api.send(endpoints.organization.user);
    expect(seen.map((headers) => headers.get('organizationid'))).toEqual([null, 'org-1', null]);
  });

  it('adds the lang header only on operations that take it', async () => {
    const { api } = createTestClient({ storage: signedIn });
    api.setLanguage('ja');
    const countries = captureHeaders('/v2/countries', []);
    const user = captureHeaders('/v2/user', profile);
    await api.send(endpoints.countries.list);
    await api.send(endpoints.user.get);
    expect(countries[0]?.get('lang')).toBe('ja');
    expect(user[0]?.has('lang')).toBe(false);
  });

  it('the region client carries credentials but stays on the same origin', async () => {
    const { api } = createTestClient({ storage: signedIn });
    api.setRegionalBaseUrl('https://us-east-1.api.test');
    const seen = captureHeaders('/v2/aws/region/us-east-1/api', { url: 'https://us-east-1.api.test' });
    await api.send(endpoints.region.api('us-east-1'));
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
  });

  it('resolves a selector over the endpoint table (how query factories name operations)', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/v2/aws/region/eu-west-1/api', { url: 'https://eu-west-1.api.test' });
    await expect(api.send((e) => e.region.api('eu-west-1'))).resolves.toEqual({ url: 'https://eu-west-1.api.test' });
    expect(seen).toHaveLength(1);
  });

  it('the CRM client sends no console credentials', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/crm/v1/pricing-requests', { receptionId: 'r', receivedAt: '2026-11-22T00:00:00Z' });
    await api.send(endpoints.crm.pricing, { json: {} });
    expect(seen[0]?.has('authorization')).toBe(false);
  });
});

describe('region lookup sent at start-up', () => {
  it('takes the answer sent before the client loaded, and asks again itself when there was none', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/v2/aws/region/ap-northeast-1/api', { url: 'https://from-server.api.test' });
    sendEarly('/v2/aws/region/ap-northeast-1/api', {}, async () => Response.json({ data: { url: 'https://early.api.test' } }));
    await expect(api.send(endpoints.region.api('ap-northeast-1'))).resolves.toEqual({ url: 'https://early.api.test' });
    expect(seen).toHaveLength(0);
    await expect(api.send(endpoints.region.api('ap-northeast-1'))).resolves.toEqual({ url: 'https://from-server.api.test' });
    expect(seen).toHaveLength(1);
  });

  it('asks again through its own hooks when the early call was refused', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/v2/aws/region/ap-northeast-1/api', { url: 'https://from-server.api.test' });
    sendEarly('/v2/aws/region/ap-northeast-1/api', {}, async () => new Response('{}', { status: 500 }));
    await expect(api.send(endpoints.region.api('ap-northeast-1'))).resolves.toEqual({ url: 'https://from-server.api.test' });
    expect(seen[0]?.get('authorization')).toBe('Bearer tok-1');
  });
});

describe('regional base', () => {
  it('switches the main client to the regional host and back', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const regional = captureHeaders('/v2/user', profile, 'https://ap-northeast-1.api.test');
    const local = captureHeaders('/v2/user', profile);
    api.setRegionalBaseUrl('https://ap-northeast-1.api.test/');
    expect(api.regionalBaseUrl()).toBe('https://ap-northeast-1.api.test');
    await api.send(endpoints.user.get);
    expect(regional).toHaveLength(1);
    expect(regional[0]?.get('authorization')).toBe('Bearer tok-1');
    api.setRegionalBaseUrl(null);
    await api.send(endpoints.user.get);
    expect(local).toHaveLength(1);
  });

  it('keeps a path on the regional base', async () => {
    const { api } = createTestClient({ storage: signedIn });
    const seen = captureHeaders('/api/v2/user', profile, 'https://r.api.test');
    api.setRegionalBaseUrl('https://r.api.test/api');
    await api.send(endpoints.user.get);
    expect(seen).toHaveLength(1);
  });

  it('refuses a non-http regional base', () => {
    const { api } = createTestClient();
    expect(() => api.setRegionalBaseUrl('javascript:alert(1)')).toThrow(TypeError);
  });
});

describe('request bodies and query strings', () => {
  it('sends JSON bodies and repeated array parameters', async () => {
    const { api } = createTestClient({ storage: signedIn });
    let url = '';
    server.use(
      http.get(`${testOrigin}/v2/organization/members`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ data: { content: [], pageNum: 0, pageSize: 10, totalElements: 0, totalPages: 0 } });
      }),
    );
    await api.send(endpoints.members.list, {
      searchParams: { searchValue: 'kim', pageNum: 0, pageSize: 10, productCodes: ['netfunnel', 'mbuster'], none: undefined },
    });
    expect(new URL(url).search).toBe('?searchValue=kim&pageNum=0&pageSize=10&productCodes=netfunnel&productCodes=mbuster');
  });

  it('sends the inquiry as multipart/form-data', async () => {
    const { api } = createTestClient({ storage: signedIn });
    let received: FormData | undefined;
    server.use(
      http.post(`${testOrigin}/crm/v1/inquiries`, async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json({ data: { receptionId: 'rc-1', receivedAt: '2026-11-22T10:00:00Z' } });
      }),
    );
    const files = [new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], 'b.png')];
    await api.send(endpoints.crm.inquiry, { formData: toInquiryFormData({ title: 'T', content: 'C', files }) });
    expect(received?.get('title')).toBe('T');
    expect(received?.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.png']);
  });

  it('toSearchParams skips null and undefined', () => {
    expect(toSearchParams({ a: null, b: undefined, c: false, d: [1, 2] }).toString()).toBe('c=false&d=1&d=2');
  });
});

describe('response validation', () => {
  it('an invalid body becomes an invalid-response ApiError, not a crash', async () => {
    const { api, navigate } = createTestClient({ storage: signedIn });
    server.use(http.get(`${testOrigin}/v2/user`, () => HttpResponse.json({ data: { id: 7 } })));
    const error = await api.send(endpoints.user.get).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect((error as ApiError).descriptor.message).toBe('A temporary error has occurred. Please try again later.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['no envelope', () => HttpResponse.json(profile)],
    ['not JSON', () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } })],
    ['empty body', () => new HttpResponse(null, { status: 200 })],
  ])('%s -> invalid-response', async (_label, resolver) => {
    const { api } = createTestClient({ storage: signedIn });
    server.use(http.get(`${testOrigin}/v2/user`, resolver));
    await expect(api.send(endpoints.user.get)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('request() parses with the schema it is given', async () => {
    const { api } = createTestClient({ storage: signedIn });
    captureHeaders('/v2/user', profile);
    await expect(api.request(z.object({ id: z.string() }), endpoints.user.get)).resolves.toEqual({ id: 'u-1' });
  });

  it('a network error becomes kind network', async () => {
    const { api } = createTestClient({ storage: signedIn });
    server.use(http.get(`${testOrigin}/v2/user`, () => HttpResponse.error()));
    const error = await api.send(endpoints.user.get).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: undefined, errorCode: undefined });
  });

  it('an abort passes through untouched', async () => {
    const { api } = createTestClient({ storage: signedIn });
    captureHeaders('/v2/user', profile);
    const controller = new AbortController();
    controller.abort();
    const error = await api.send(endpoints.user.get, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
