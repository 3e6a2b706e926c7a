import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { prerenderedFile, prerenderedLocales, prerenderedPaths } from '../scripts/prerender/pages.ts';
import { startAppForFile } from './harness.ts';

/**
 * The prerendered signed-out pages (issue #7): their HTML holds the page before any script runs, it is
 * styled and readable without JavaScript under the strict CSP, and the app hydrates it in place (no node
 * replaced, no layout shift, no hydration error).
 */
const app = startAppForFile();

const signInTitle: Record<(typeof prerenderedLocales)[number], string> = {
  ko: '로그인',
  en: 'Sign in',
  ja: 'ログイン',
  es: 'Iniciar sesión',
};

describe('prerendered pages', () => {
  it.each(prerenderedLocales.flatMap((locale) => prerenderedPaths.map((path) => [locale, path] as const)))(
    '/%s%s is in the build with its markup and language',
    (locale, path) => {
      const html = readFileSync(join(inject('productionBuildDir'), prerenderedFile(locale, path)), 'utf8');
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`data-prerendered="/${locale}${path}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      // The strict CSP blocks style attributes in HTML; they travel as data-ssr-style.
      expect(html).not.toMatch(/<[^>]+ style="/);
    },
  );

  it.each(prerenderedLocales)('/%s/signin is served with the sign-in form inside', async (locale) => {
    const html = await (await fetch(app.url(`/${locale}/signin`))).text();
    expect(html).toContain(`<h1 id="signin-title"`);
    expect(html).toContain(`>${signInTitle[locale]}</h1>`);
    expect(html).toMatch(/<form[^>]*>.*<input[^>]*type="email"/s);
    expect(html).toMatch(/<input[^>]*type="password"/);
  });

  it('shows the styled sign-in form without JavaScript', async () => {
    const { page, cspViolations } = await app.newPage({ javaScriptEnabled: false });
    await page.goto(app.url('/ko/signin'));
    await expect(page.locator('input[type="email"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('button[type="submit"]').isVisible()).resolves.toBe(true);
    // The page's own CSS module is linked: the card is laid out, not the browser's default form.
    const card = await page.locator('section[aria-labelledby="signin-title"]').evaluate((element) => getComputedStyle(element).display);
    expect(card).not.toBe('inline');
    const emailWidth = (await page.locator('input[type="email"]').boundingBox())?.width ?? 0;
    expect(emailWidth).toBeGreaterThan(200);
    // Inert until hydrated: a native submit would put the password into a GET query.
    await expect(page.locator('form').getAttribute('inert')).resolves.toBe('');
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('keeps visually hidden inputs hidden without JavaScript (inline styles as a stylesheet)', async () => {
    const { page, cspViolations } = await app.newPage({ javaScriptEnabled: false });
    await page.goto(app.url('/en/signup'));
    // react-aria wraps each checkbox's input in a visually hidden span (1 px, clipped): its inline style.
    const wrappers = await page.locator('input[type="checkbox"]').evaluateAll((inputs) =>
      inputs.map((input) => {
        const wrapper = input.parentElement;
        return wrapper ? { marked: wrapper.hasAttribute('data-ssr-style'), width: wrapper.getBoundingClientRect().width, position: getComputedStyle(wrapper).position } : null;
      }),
    );
    expect(wrappers.length).toBeGreaterThan(0);
    for (const wrapper of wrappers) expect(wrapper).toEqual({ marked: true, width: 1, position: 'absolute' });
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/ko/signin', 'ko-KR'],
    ['/es/signin', 'es-ES'],
    ['/ja/signup', 'ja-JP'],
    ['/en/maintenance', 'en-US'],
  ])('hydrates %s in place: no node replaced, no layout shift on hydration, no error', async (path, locale) => {
    const { page, cspViolations, errors } = await app.newPage({ locale });
    // Without webfonts: a face arriving moves text (a shift Lighthouse counts, docs/performance.md), which
    // would hide whether hydration itself moved anything.
    await page.route(/\.woff2$/, (route) => route.abort());
    // Before any page script: record removals of #root's children and every layout shift.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
      const probe = { removed: 0, firstPaint: Infinity, hydration: Infinity, shifts: [] as Array<{ at: number; value: number; what: string }> };
      (window as unknown as { __prerenderProbe: typeof probe }).__prerenderProbe = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-paint') probe.firstPaint = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const what = entry.sources
            .map(({ node, previousRect: from, currentRect: to }) => {
              const name = node instanceof Element ? node.outerHTML.slice(0, 120) : (node?.nodeName ?? '?');
              return `${name} (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`;
            })
            .join(' | ');
          probe.shifts.push({ at: entry.startTime, value: entry.value, what });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((records) => records.forEach((record) => (probe.removed += record.removedNodes.length))).observe(root, { childList: true, subtree: true });
        // console/main.tsx removes the marker right before it hydrates.
        new MutationObserver(() => {
          if (root.dataset.prerendered === undefined) probe.hydration = Math.min(probe.hydration, performance.now());
        }).observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
      });
    });
    await page.goto(app.url(path));
    // The client removes the marker once the router has loaded the route, right before hydrating.
    await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
    await page.waitForLoadState('networkidle');
    const probe = await page.evaluate(
      () => (window as unknown as { __prerenderProbe: { removed: number; firstPaint: number; hydration: number; shifts: Array<{ at: number; value: number; what: string }> } }).__prerenderProbe,
    );
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    expect(probe.removed).toBe(0);
    // From hydration on, nothing moves. (Before it, on a loaded machine, Chrome has twice been seen growing
    // the sign-in card once between the first paint and hydration; issue 7's note tracks that.)
    const seen = probe.shifts.filter((shift) => shift.at >= probe.hydration);
    expect(seen.reduce((total, shift) => total + shift.value, 0), [`first paint ${probe.firstPaint.toFixed(0)} ms, hydration ${probe.hydration.toFixed(0)} ms`, ...seen.map((shift) => `${shift.at.toFixed(0)} ms: ${shift.what}`)].join('\n')).toBe(0);
    expect(await page.locator('[data-ssr-style]').count()).toBe(0);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  });

  it('answers the hydrated sign-in form: an empty submit shows the field messages', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(app.url('/en/signin'));
    await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
    await page.locator('form:not([inert])').waitFor();
    await page.locator('input[type="email"]').fill('not-an-address');
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-validation="failed"]').first().waitFor();
    await expect(page.locator('input[type="email"]').inputValue()).resolves.toBe('not-an-address');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // scripts/fonts/interfaceSubset.ts: the interface's Hangul comes from one file, not from Pretendard's
  // frequency subsets (30 files, 1.1 MB, for this page before).
  it("fetches two webfont files for the Korean sign-in page: Inter's Latin and the interface's Hangul", async () => {
    const { page } = await app.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.replace(/-[\w-]{7}\.woff2$/, '.woff2'));
    });
    await page.goto(app.url('/ko/signin'));
    await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
    await page.locator('form:not([inert])').waitFor();
    // The field messages bring syllables of their own.
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-validation="failed"]').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^\/assets\/PretendardVariable\.interface-\w+\.woff2$/),
      '/assets/inter-latin-wght-normal.woff2',
    ]);
    await page.context().close();
  });
});
