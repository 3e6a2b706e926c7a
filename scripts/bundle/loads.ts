/**
 * The byte measure: what a real load of a route fetches from navigation until the network is idle, in Debian's
 * Chromium, on the production build served by `vite preview` with the mock API behind its proxy (signed in through
 * the mock API for console pages). Every request the page makes is recorded; the figure is the gzip size (zlib's
 * default level, as a server would send it) of each fetched HTML, JavaScript and CSS body, summed. Webfonts are
 * reported apart (a page draws in fallback fonts while they arrive); the API's JSON and images are not counted.
 * Nothing is left out because it was deferred: a chunk loaded when idle, after the data arrived, or by the page's
 * first effects counts, since a phone downloads and runs it all the same. What loads on a press (dialogs, menus)
 * does not: the page is not touched.
 *
 * Shared by the budget test in `npm test` (scripts/bundle/budget.e2e.ts) and `npm run bench:bundle`
 * (scripts/bench-bundle.ts); the ceilings are in scripts/bundle/budgets.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright';
import { measuredLocale } from './budgets.ts';

/** The network is idle when no request is open and none started or ended for this long. */
export const quietMs = 500;
/** A load that never goes quiet (a poll, a retry loop) fails the measure rather than waiting for ever. */
const idleTimeoutMs = 30_000;

export type FileKind = 'html' | 'js' | 'css' | 'font' | 'api' | 'other';
/** The kinds the figure sums. */
export const countedKinds: readonly FileKind[] = ['html', 'js', 'css'];

export interface FetchedFile {
  /** The URL's path (`/assets/Bk9ly-0.js`, `/ko/console/dashboard`, `/v2/...`). */
  path: string;
  kind: FileKind;
  status: number;
  /** The body's size as served, decoded. */
  bytes: number;
  /** The body's size gzipped (0 for the API's answers, which are not counted). */
  gzipBytes: number;
}

export interface LoadFigure {
  /** The address loaded, e.g. `/ko/console/member/jun.lee@acme-retail.example`. */
  url: string;
  /** The path the page shows once idle (a redirect moves it). */
  landedOn: string;
  /** HTML + JS + CSS, gzip bytes, until idle: the figure the ceilings hold. */
  gzipBytes: number;
  /** Webfont bytes as fetched (woff2 is compressed already), reported apart. */
  fontBytes: number;
  byKind: Record<FileKind, { files: number; gzipBytes: number; bytes: number }>;
  files: FetchedFile[];
  /** API calls answered with a status of 400 or more, or not answered (`404 /v2/...`). */
  failedApiCalls: string[];
  /** From the navigation's start to the last request's end. */
  lastRequestMs: number;
}

const isApi = (path: string) => path.startsWith('/v2/') || path.startsWith('/crm/');

function kindOf(request: Request, path: string): FileKind {
  if (isApi(path)) return 'api';
  if (request.resourceType() === 'document') return 'html';
  if (/\.m?js$/.test(path)) return 'js';
  if (/\.css$/.test(path)) return 'css';
  if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  return 'other';
}

async function record(request: Request): Promise<FetchedFile> {
  const path = new URL(request.url()).pathname;
  const kind = kindOf(request, path);
  const response = await request.response();
  // A redirect's answer has no body to read.
  const body = await response?.body().catch(() => Buffer.alloc(0));
  const bytes = body?.byteLength ?? 0;
  const counted = countedKinds.includes(kind) || kind === 'other';
  return { path, kind, status: response?.status() ?? 0, bytes, gzipBytes: counted && body ? gzipSync(body).byteLength : 0 };
}

/**
 * Turns the HTTP cache off for `page` (each load fetches everything, as a first visit does), through the DevTools
 * protocol. Run once per page before the first load.
 */
export async function withoutCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * Resolves once no request of `open` is running, none started or ended for `quietMs`, and the page's main thread has
 * had an idle moment with still no request: on a busy machine a long task can outlast the quiet time, and code the
 * page loads when idle (requestIdleCallback) must count.
 */
async function untilIdle(page: Page, open: ReadonlySet<Request>, lastActivity: () => number, started: number): Promise<void> {
  for (;;) {
    while (open.size > 0 || Date.now() - lastActivity() < quietMs) {
      if (Date.now() - started > idleTimeoutMs) {
        const still = [...open].map((request) => new URL(request.url()).pathname);
        throw new Error(`${page.url()}: the network was not idle after ${idleTimeoutMs} ms (open: ${still.join(', ') || 'none'})`);
      }
      await page.waitForTimeout(50);
    }
    const before = lastActivity();
    // Idle callbacks run in the order they were asked for: the page's own come first.
    await page
      .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })))
      .catch(() => undefined);
    if (open.size === 0 && lastActivity() === before) return;
  }
}

/** Waits, without recording, until what `page` is doing on the network has ended (a sign-in's move to the dashboard). */
export async function settle(page: Page): Promise<void> {
  const open = new Set<Request>();
  let lastActivity = Date.now();
  const started = lastActivity;
  const onRequest = (request: Request) => {
    open.add(request);
    lastActivity = Date.now();
  };
  const onEnd = (request: Request) => {
    open.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    await untilIdle(page, open, () => lastActivity, started);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

/** Loads `url` in `page` and records every request until the network is idle. */
export async function loadUntilIdle(page: Page, url: string): Promise<LoadFigure> {
  const open = new Set<Request>();
  const records: Promise<FetchedFile>[] = [];
  const failed: string[] = [];
  let lastActivity = Date.now();
  const started = lastActivity;
  const onRequest = (request: Request) => {
    open.add(request);
    lastActivity = Date.now();
  };
  // Only requests made by this load: one still running from before it (a previous page's) is not its cost.
  const onFinished = (request: Request) => {
    if (!open.delete(request)) return;
    lastActivity = Date.now();
    records.push(record(request));
  };
  const onFailed = (request: Request) => {
    if (!open.delete(request)) return;
    lastActivity = Date.now();
    failed.push(`failed ${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? ''}`);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await untilIdle(page, open, () => lastActivity, started);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFailed);
  }
  // A file asked for twice (a preload, then the import) counts once: a browser with its cache on fetches it once.
  const seen = new Set<string>();
  const files = (await Promise.all(records)).filter((file) => {
    if (file.kind === 'api') return true;
    if (seen.has(file.path)) return false;
    seen.add(file.path);
    return true;
  });
  const byKind = Object.fromEntries(
    (['html', 'js', 'css', 'font', 'api', 'other'] as const).map((kind) => {
      const ofKind = files.filter((file) => file.kind === kind);
      return [kind, { files: ofKind.length, gzipBytes: sum(ofKind, 'gzipBytes'), bytes: sum(ofKind, 'bytes') }];
    }),
  ) as LoadFigure['byKind'];
  const failedApiCalls = [
    ...failed.filter((line) => isApi(line.slice('failed '.length))),
    ...files.filter((file) => file.kind === 'api' && file.status >= 400).map((file) => `${file.status} ${file.path}`),
  ];
  return {
    url: new URL(url).pathname,
    landedOn: decodeURIComponent(new URL(page.url()).pathname),
    gzipBytes: countedKinds.reduce((total, kind) => total + byKind[kind].gzipBytes, 0),
    fontBytes: byKind.font.bytes,
    byKind,
    files,
    failedApiCalls,
    lastRequestMs: lastActivity - started,
  };
}

const sum = (files: FetchedFile[], field: 'bytes' | 'gzipBytes') => files.reduce((total, file) => total + file[field], 0);

/**
 * The mock world's owner (`SEED` in mocks/world/seed.ts; plain Node, which runs the bench, cannot load that module's
 * imports; the budget test checks they agree).
 */
export const mockOwner = { email: 'minji.kim@acme-retail.example', password: 'Console!2468' };

/** Signs in through the sign-in form against the mock API and waits for the dashboard. */
export async function signIn(page: Page, url: (path: string) => string): Promise<void> {
  await page.goto(url(`/${measuredLocale}/signin`));
  await page.locator('input[name="email"]').fill(mockOwner.email);
  await page.locator('input[name="password"]').fill(mockOwner.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((address) => address.pathname === `/${measuredLocale}/console/dashboard`);
  await settle(page);
}

export interface MeasuredRoute {
  /** The route as the router names it (`/ko/console/member/$memberEmail`). */
  route: string;
  /** The address loaded, its parameters taken from the mock world's default scenario (mocks/world/seed.ts). */
  url: string;
  signedIn: boolean;
  /** Where the page ends up when it redirects (default: `url`). */
  landsOn?: string;
}

const signedOut = (route: string): MeasuredRoute => ({ route, url: route, signedIn: false });
const consolePage = (route: string, params: Record<string, string> = {}, landsOn?: string): MeasuredRoute => ({
  route,
  url: route.replace(/\$(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for $${name}`);
    return value;
  }),
  signedIn: true,
  ...(landsOn ? { landsOn } : {}),
});

const ko = `/${measuredLocale}`;

/**
 * The routes measured: sign-in and the sign-up and password pages signed out, then every console page signed in as
 * the owner. Parameters name the default scenario's records: a member, a sales contract, the corporate card, the
 * NetFUNNEL subscription.
 */
export const measuredRoutes: readonly MeasuredRoute[] = [
  signedOut(`${ko}/signin`),
  signedOut(`${ko}/signup`),
  signedOut(`${ko}/signin/find-password`),
  consolePage(`${ko}/console/dashboard`),
  consolePage(`${ko}/console/member`),
  consolePage(`${ko}/console/member/$memberEmail`, { memberEmail: 'jun.lee@acme-retail.example' }),
  consolePage(`${ko}/console/contact-us`),
  consolePage(`${ko}/console/contact/free-trial/netfunnel`),
  consolePage(`${ko}/console/contact/pricing`),
  consolePage(`${ko}/console/account`),
  consolePage(`${ko}/console/account/contract`),
  consolePage(`${ko}/console/account/contract/$id`, { id: 'ctr-sales-1' }),
  consolePage(`${ko}/console/account/log`),
  consolePage(`${ko}/console/account/security`),
  consolePage(`${ko}/console/account/terms`),
  consolePage(`${ko}/console/payment`),
  consolePage(`${ko}/console/payment/method`),
  consolePage(`${ko}/console/setting/payment-method`),
  consolePage(`${ko}/console/modify/payment-method/$paymentId`, { paymentId: 'card-1' }),
  consolePage(`${ko}/console/plan/subscribe/$productCode`, { productCode: 'netfunnel' }),
  consolePage(`${ko}/console/plan/subscribe/$productCode/confirm/$planCode`, { productCode: 'netfunnel', planCode: 'NF_LARGE' }),
  consolePage(`${ko}/console/plan/subscribe/$productCode/cancel/$subscriptionId`, { productCode: 'netfunnel', subscriptionId: 'sub-nf' }),
  consolePage(`${ko}/console/product/$productCode/dashboard`, { productCode: 'netfunnel' }),
  // The product runs in the default scenario: the page sends the user on to its dashboard, as it does in use.
  consolePage(`${ko}/console/redirect-to-product/$productCode`, { productCode: 'botmanager' }, `${ko}/console/product/botmanager/dashboard`),
  consolePage(`${ko}/console/product/netfunnel/subscription/select`),
  consolePage(`${ko}/console/product/netfunnel/subscription/detail`),
];

/**
 * The routes the budget does not load, each with why (a unit test holds measured + these to the screen registry, so
 * a new route fails until it is in one list or the other). Their code is measured through a route that loads the
 * same chunks, under the same ceiling.
 */
export const notMeasured: Readonly<Record<string, string>> = {
  '/$locale/signin/update-password': 'a step after sign-in (the e-mail is carried in memory); the password form of find-password\'s kind',
  '/$locale/signin/2fa': 'a step after sign-in (the challenge is in memory); a one-field form',
  '/$locale/signin/reset-pw': 'a mailed link; the same password form as update-password',
  '/$locale/signup/setting-email': 'a step of sign-up, whose first page is measured',
  '/$locale/signup/setting-region': 'a mailed link of sign-up, whose first page is measured',
  '/$locale/signup/setting-password': 'a step of sign-up after the region, whose first page is measured',
  '/$locale/signup/invitation': 'a mailed link; a sign-up form of the same parts',
  '/$locale/auth-mail/invalid-reset': 'a message page of the auth domain, lighter than find-password',
  '/$locale/auth-mail/invalid-email': 'a message page of the auth domain, lighter than find-password',
  '/$locale/auth-mail/send-success': 'a message page of the auth domain, lighter than find-password',
  '/$locale/maintenance': 'a message page of the auth domain, lighter than find-password',
  '/oauth/callback': 'an exchange with the provider that ends on sign-up or the dashboard',
  '/$locale/console/contact/success': 'a message page of the contact domain, lighter than contact-us',
  '/$locale/console/contact/reception-success/$receptionType': 'a message page of the contact domain, lighter than contact-us',
  '*': 'not-found: the core every route loads and a few lines',
};

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
