/**
 * `npm run mock-api` over real HTTP: the contract's operations and the admin routes on one origin, so a person on
 * the production build (`vite preview` with CONSOLE_API_PROXY) can switch scenarios and read mailed codes and
 * links from the mock API's own page. The routes themselves are tested in mocks/tests/admin.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi, type MockApi } from './mock-api.ts';

let api: MockApi;

beforeAll(async () => {
  api = await startMockApi(0);
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe('the mock API', () => {
  it('answers the contract and the admin routes on one origin', async () => {
    const reset = await fetch(`${api.url}/__mock/reset?scenario=twoFactorOn`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const signIn = await fetch(`${api.url}/v2/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'minji.kim@acme-retail.example', password: 'Console!2468' }),
    });
    expect(((await signIn.json()) as { data: { outcome: string } }).data.outcome).toBe('two-factor-required');
    const outbox = (await (await fetch(`${api.url}/__mock/outbox.json`)).json()) as { mails: Array<{ subject: string; code: string | null }> };
    expect(outbox.mails[0]).toMatchObject({ subject: 'Verification code', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('serves the outbox as a plain HTML page', async () => {
    const page = await fetch(`${api.url}/__mock/outbox`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<title>Mock outbox</title>');
    expect(html).toContain('href="http://localhost:4173/ko/signin/reset-pw?token=reset-pending"');
  });
});
