import { describe, expect, it } from 'vitest';
import { startAppForFile } from './harness.ts';

/**
 * The production build under the locked-down headers (strict CSP, docs/deploy.md): every page
 * renders, with no CSP violation and no error in the console.
 */
const app = startAppForFile();

describe('locked-down deployment', () => {
  it('sends the security headers', async () => {
    const response = await fetch(app.url('/ko/signin'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it.each([
    ['/ko/signin', '/ko/signin'],
    ['/en/signin', '/en/signin'],
    ['/ja/signin', '/ja/signin'],
    ['/es/signin', '/es/signin'],
    // Without a session the console sends the visitor to "/" and on to sign-in (spec section 2).
    ['/ko/console/dashboard', '/ko/signin'],
    ['/', '/ko/signin'],
  ])('%s renders the sign-in form with no CSP violation', async (path, landing) => {
    const { page, cspViolations, errors } = await app.newPage();
    await page.goto(app.url(path));
    await page.waitForURL((url) => url.pathname === landing);
    await page.locator('input[type="email"]').waitFor();
    await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('submits the sign-in form (API layer loaded on first use) with no CSP violation', async () => {
    // No API behind the preview server here: the call fails, and the page shows the server error.
    const { page, cspViolations } = await app.newPage();
    await page.goto(app.url('/en/signin'));
    await page.locator('input[type="email"]').fill('owner@example.com');
    await page.locator('input[type="password"]').fill('not-the-password');
    const apiCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/v2/'));
    await page.locator('button[type="submit"]').click();
    await apiCall;
    await page.locator('[role="alert"]').first().waitFor();
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('renders the not-found page with no CSP violation', async () => {
    const { page, cspViolations, errors } = await app.newPage();
    await page.goto(app.url('/xx/nowhere'));
    await page.locator('h1').waitFor();
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads the Japanese face only for the Japanese interface', async () => {
    const { page } = await app.newPage();
    const stylesheets = () =>
      page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? '').filter((href) => href !== ''));
    // Its @font-face sheet, named by its hash in the build.
    const [japaneseFaces] = app.builtFiles('node_modules/@fontsource-variable/noto-sans-jp/index.css');
    const hasJapaneseFaces = async () => (await stylesheets()).some((href) => new URL(href).pathname === japaneseFaces);
    await page.goto(app.url('/ko/signin'));
    await page.locator('input[type="email"]').waitFor();
    expect(await hasJapaneseFaces()).toBe(false);
    await page.goto(app.url('/ja/signin'));
    await page.locator('input[type="email"]').waitFor();
    await expect.poll(hasJapaneseFaces).toBe(true);
    await page.context().close();
  });
});
