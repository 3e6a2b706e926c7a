import { describe, expect, it } from 'vitest';
import { SEED } from '@mocks/world/seed';
import { startAppForFile } from './harness.ts';

/**
 * The production build, unmodified, against the mock world over HTTP (`npm run mock-api` behind the
 * preview server's proxy), under the locked-down headers: sign in, land on the dashboard.
 */
const app = startAppForFile({ mockApi: true });

describe('signed in against the mock API', () => {
  it('signs in and shows the dashboard with no CSP violation', async () => {
    const { page, cspViolations, errors } = await app.newPage();
    const calls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v2/')) calls.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => calls.push(`FAILED ${request.url()}`));
    await page.goto(app.url('/en/signin'));
    await page.locator('input[type="email"]').fill(SEED.ownerEmail);
    await page.locator('input[type="password"]').fill(SEED.ownerPassword);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en/console/dashboard');
    await expect
      .poll(() => page.locator('main').innerText(), { timeout: 15_000, message: `API calls:\n${calls.join('\n')}` })
      .toMatch(/Minji|Kim/);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("serves the dashboard's own HTML with its chunks linked; the loader hands over and the menus load on first use", async () => {
    const html = await (await fetch(app.url('/en/console/dashboard'))).text();
    expect(html).toContain('<html lang="en"');
    const [dashboardScript, dashboardStyles] = app.builtFiles('console/routes/$locale/console/dashboard.tsx?tsr-split=component');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${dashboardScript}">`);
    expect(html).toContain(`<link rel="preload" as="style" crossorigin href="${dashboardStyles}">`);
    expect(html).toContain('class="boot-loader"');

    const { page, cspViolations, errors } = await app.newPage();
    await page.goto(app.url('/en/signin'));
    await page.locator('input[type="email"]').fill(SEED.ownerEmail);
    await page.locator('input[type="password"]').fill(SEED.ownerPassword);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en/console/dashboard');
    // A fresh load of the page's own HTML.
    await page.reload();
    await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toMatch(/Minji|Kim/);
    await expect.poll(() => page.locator('.boot-loader').isVisible()).toBe(false);
    // The profile menu's code arrives with the first opening, under the strict CSP. (The address follows the
    // seeded owner's language, Korean, once the profile loads.)
    await page.getByRole('button', { name: /^(Profile menu|프로필 메뉴)$/ }).click();
    await page.getByRole('menuitem', { name: /^(Sign out|로그아웃)$/ }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("names the console's origin in the region lookup, with the scheme a proxy in front forwards", async () => {
    const base = app.mockApi?.url ?? '';
    const lookup = async (headers: Record<string, string>) =>
      (await (await fetch(`${base}/v2/aws/region/ap-northeast-1/api`, { headers })).json()) as { data?: { url?: string } };
    expect((await lookup({})).data?.url).toBe(base);
    // `vite preview` over HTTPS (the Lighthouse bench) says so: the regional calls must stay on https.
    expect((await lookup({ 'X-Forwarded-Proto': 'https' })).data?.url).toBe(base.replace(/^http:/, 'https:'));
  });

  it('serves the admin routes (clock)', async () => {
    const base = app.mockApi?.url ?? '';
    const response = await fetch(`${base}/__mock/clock?set=2026-12-05T09:00:00Z`, { method: 'POST' });
    expect(await response.json()).toEqual({ now: '2026-12-05T09:00:00.000Z' });
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
  });
});
