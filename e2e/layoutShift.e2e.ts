import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright';
import { SEED } from '@mocks/world/seed';
import { startAppForFile } from './harness.ts';

/**
 * CLS 0.00 on the signed-in dashboard (issue #7), against the mock API over HTTP. Lighthouse on the simulated
 * phone measured 0.16: webfonts swapped in after the page had rendered in fallback fonts re-wrapped the text,
 * and blocks whose data came later (billing, services) grew and pushed what was below. Here the fonts are
 * held back until every block has its data, the worst case for both; no element on screen may move.
 */
const app = startAppForFile({ mockApi: true });

interface Shift {
  value: number;
  sources: string[];
}

/** Records layout shifts (with what moved, from where to where) from the first paint on. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describeNode = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? 'unknown';
    const section = node.closest('[data-section]')?.getAttribute('data-section');
    return `${node.tagName.toLowerCase()}${section ? ` in [data-section=${section}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) =>
            `${describeNode(source.node)}: ${JSON.stringify(source.previousRect.toJSON())} -> ${JSON.stringify(source.currentRect.toJSON())}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The owner's language is Korean: the console follows it, so the test runs in ko. */
async function signIn(page: Page) {
  await page.goto(app.url('/ko/signin'));
  await page.locator('form:not([inert]) input[type="email"]').fill(SEED.ownerEmail);
  await page.locator('input[type="password"]').fill(SEED.ownerPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/ko/console/dashboard');
}

const viewports = {
  // Lighthouse's mobile emulation (Moto G Power) and desktop preset, and a tablet between.
  mobile: { width: 412, height: 823 },
  tablet: { width: 800, height: 1024 },
  desktop: { width: 1350, height: 940 },
};

describe('the signed-in dashboard does not shift as its data and webfonts arrive', () => {
  it.each(['mobile', 'tablet', 'desktop'] as const)('%s', async (device) => {
    const { page, errors } = await app.newPage({ viewport: viewports[device] });
    await signIn(page);
    const heldFonts: Route[] = [];
    let holdFonts = true;
    await page.route('**/*.woff2', (route) => (holdFonts ? heldFonts.push(route) : route.continue()));
    await page.addInitScript(recordShifts);
    // A full load of the dashboard, the session kept: what Lighthouse audits.
    await page.goto(app.url('/ko/console/dashboard'));
    // Every block has its data (the services' cards and the owner's billing summary are the last to come).
    await page.locator('[data-section="services"] a, [data-section="services"] button').first().waitFor({ timeout: 15_000 });
    await page.locator('[data-section="billing"] dl').waitFor({ timeout: 15_000 });
    holdFonts = false;
    for (const route of heldFonts.splice(0)) await route.continue();
    await page.evaluate(() => document.fonts.ready);
    // Two frames for the swap's layout to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts.flatMap((shift) => [`${shift.value.toFixed(4)}`, ...shift.sources])).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
