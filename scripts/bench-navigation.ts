/**
 * Page-to-page time on the built console: after the first page, how long a click on a side-menu entry or a table
 * row takes to show the next page's heading with its data, on a 4x-throttled CPU (Chrome DevTools' "4x slowdown",
 * a mid-range phone) with the mock API behind the preview's proxy. Three moves: dashboard -> members,
 * members -> member detail, dashboard -> payments; medians of `NAVIGATION_RUNS` (default 5) into
 * reports/navigation.json. Run after `vite build`: `npm run bench:navigation`.
 *
 * A user's pointer rests on a link before the press, and the router preloads the route's chunks and queries on
 * that intent (`defaultPreload: 'intent'`): the bench hovers for 150 ms, then clicks, and times from the click.
 * Each run starts from a fresh browser context (an empty HTTP cache) signed in on the dashboard.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { preview } from 'vite';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from './browser.ts';
import { startMockApi } from './mock-api.ts';
import { apiProxy } from '../vite.config.ts';

/** The mock world's default owner (`SEED` in mocks/world/seed.ts). */
const owner = { email: 'minji.kim@acme-retail.example', password: 'Console!2468' };
const runs = Number(process.env.NAVIGATION_RUNS ?? 5);
const hoverMs = 150;
const cpuSlowdown = 4;
/** Under 300 ms a move reads as immediate on a phone-class CPU; past it the user waits on the page (issue 33). */
const navigationCeilingMs = 300;

interface Move {
  name: string;
  /** Where the move starts (the page is loaded and idle first). */
  from: string;
  /** Opens what holds the link (the profile menu), when it is not on the page. */
  open?: (page: Page) => Promise<void>;
  /** The link pressed. */
  link: string;
  /** The path landed on (a prefix for a row's page). */
  to: string;
  /** The next page's heading: with no busy region left in main, the page shows its data. */
  ready: string;
}

const moves: Move[] = [
  {
    name: 'dashboard -> members (profile menu)',
    from: '/ko/console/dashboard',
    // Members and payments are in the profile menu (spec section 2); the dashboard's billing card links payments.
    open: (page) => page.getByRole('button', { name: '프로필 메뉴' }).click(),
    link: '[role="menu"] a[href="/ko/console/member"]',
    to: '/ko/console/member',
    ready: 'main table tbody tr',
  },
  {
    name: 'members -> member detail',
    from: '/ko/console/member',
    link: 'main table tbody tr a[href^="/ko/console/member/"]',
    to: '/ko/console/member/',
    ready: 'main h1',
  },
  {
    name: 'dashboard -> payments (billing card)',
    from: '/ko/console/dashboard',
    link: 'main a[href^="/ko/console/payment"]',
    to: '/ko/console/payment',
    ready: 'main h1',
  },
];

const mockApi = await startMockApi(0);
const server = await preview({ preview: { port: 0, proxy: apiProxy(mockApi.url) }, logLevel: 'error' });
const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function signedInPage(): Promise<Page> {
  await fetch(`${mockApi.url}/__mock/reset`, { method: 'POST' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/ko/signin`);
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${origin}/ko/console/dashboard`);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Milliseconds from the click to the first frame where `ready` matches on the new path. */
async function timeMove(page: Page, move: Move): Promise<number> {
  if (new URL(page.url()).pathname !== move.from) {
    await page.goto(`${origin}${move.from}`);
  }
  await page.waitForLoadState('networkidle');
  await move.open?.(page);
  await page.locator(move.link).first().waitFor();
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // The clock runs in the page: the click's time stamp, then each frame checks for the next page.
  const shown = page.evaluate(
    ({ to, ready }) =>
      new Promise<number>((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => void (clickedAt = performance.now()), { capture: true, once: true });
        const check = () => {
          const busy = document.querySelector('main [aria-busy="true"]');
          if (clickedAt > 0 && location.pathname.startsWith(to) && document.querySelector(ready) && !busy) {
            resolve(performance.now() - clickedAt);
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { to: move.to, ready: move.ready },
  );
  const link = page.locator(move.link).first();
  await link.hover();
  await page.waitForTimeout(hoverMs);
  await link.click();
  const ms = await shown;
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await session.detach();
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const results: Record<string, number[]> = {};
try {
  for (let run = 0; run < runs; run += 1) {
    for (const move of moves) {
      const page = await signedInPage();
      const ms = await timeMove(page, move);
      (results[move.name] ??= []).push(ms);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  await mockApi.close();
}

const rows = moves.map((move) => {
  const times = results[move.name] ?? [];
  const value = median(times);
  return { move: move.name, 'median ms': Math.round(value), runs: times.map(Math.round).join(' '), ok: value <= navigationCeilingMs ? 'yes' : 'OVER' };
});
console.table(rows);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/navigation.json', `${JSON.stringify({ cpuSlowdown, hoverMs, ceilingMs: navigationCeilingMs, rows }, null, 2)}\n`);
if (rows.some((row) => row.ok !== 'yes')) process.exitCode = 1;
