/**
 * Lighthouse on the built console: serves `dist/` with `vite preview` (with the deployment headers, and
 * /v2 and /crm proxied to the mock API over HTTP: the build holds no mock code) and audits, in Debian's
 * Chromium, mobile (Lighthouse's default throttling) and desktop (the desktop preset), 3 runs each:
 * - `/ko/signin` (the prerendered page) with the Lighthouse CLI;
 * - `/ko/console/dashboard` and `/ko/console/account/log` (the heaviest page) signed in: a user flow (Lighthouse's
 *   Node API driving puppeteer) signs in on the sign-in page, clears the HTTP cache, then audits a navigation there.
 * Served as docs/deploy.md asks a host to serve it: over HTTPS with HTTP/2 (a certificate for localhost made with
 * `openssl` for the run; Chromium told to accept it). `LIGHTHOUSE_HTTP=1.1` serves plain HTTP/1.1 instead, as
 * for comparison: Lighthouse's simulated slow 4G then queues a console page's files on six connections.
 * Prints and stores the medians (reports/lighthouse.json). Run after `vite build`: `npm run bench:lighthouse`;
 * `LIGHTHOUSE_ONLY="dashboard mobile"` audits only the matching page and form factor.
 * Lighthouse is fetched on demand (npx), so it does not weigh on every `npm ci`.
 *
 * `LIGHTHOUSE_PEER=<a peer app's built dist folder>` compares instead of checking floors: the peer's build is served by
 * the same `vite preview` (same Vite, TLS and HTTP/2, compression; SPA fallback, none of our headers) on the next port,
 * and its `/sign-in` and dashboard `/` are audited against our `/ko/signin` and dashboard, run by run in alternation,
 * in the same Chromium with the same throttling (medians into reports/lighthouse-peer.json). Made for shadcn-admin
 * (github.com/satnaing/shadcn-admin: `npm install`, `npx vite build`), whose dashboard needs no sign-in.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './browser.ts';
import { startMockApi } from './mock-api.ts';

const port = 4319;
/** HTTP/2 over TLS, as deployed (docs/deploy.md); `LIGHTHOUSE_HTTP=1.1` for plain HTTP/1.1. */
const http1 = process.env.LIGHTHOUSE_HTTP === '1.1';
const origin = `${http1 ? 'http' : 'https'}://localhost:${port}`;
/** The run's own certificate for localhost: Chromium accepts it without asking. */
const browserArgs = http1 ? chromiumArgs : [...chromiumArgs, '--ignore-certificate-errors'];
const lighthouseVersion = 'lighthouse@13';
const pages = ['/ko/signin'];
const dashboard = '/ko/console/dashboard';
/** Signed-in pages: the dashboard (the first page after sign-in) and the activity log (the heaviest page). */
const signedInPages = [dashboard, '/ko/console/account/log'];
/** The mock world's default owner (`SEED` in mocks/world/seed.ts; plain Node cannot load that module's imports). */
const owner = { email: 'minji.kim@acme-retail.example', password: 'Console!2468' };
const formFactors = ['mobile', 'desktop'] as const;
/**
 * Performance score floors (medians): a phone on slow 4G gets the sign-in page at once and a console page soon after;
 * the activity log, the heaviest page, a little later. On a desktop every page is fast.
 */
const scoreFloors: Record<string, number> = {
  '/ko/signin mobile': 95,
  '/ko/signin desktop': 100,
  '/ko/console/dashboard mobile': 90,
  '/ko/console/dashboard desktop': 95,
  '/ko/console/account/log mobile': 85,
};
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const runOutput = 'reports/lighthouse-run.json';
const dashboardRunOutput = 'reports/lighthouse-dashboard-run.json';
/** `LIGHTHOUSE_ARTIFACTS=1`: the last dashboard run's artifacts, its trace included (about 10 MB). */
const dashboardArtifactsOutput = 'reports/lighthouse-dashboard-artifacts.json';
/** `LIGHTHOUSE_ONLY="dashboard mobile"`: only the audits whose name ("/ko/signin desktop") contains it. */
const only = process.env.LIGHTHOUSE_ONLY ?? '';
const wanted = (name: string) => name.includes(only);
/** `LIGHTHOUSE_PEER`: the peer's built dist folder, compared with ours instead of the default run. */
const peerDist = process.env.LIGHTHOUSE_PEER;
const peerPort = port + 1;
const peerOrigin = `${http1 ? 'http' : 'https'}://localhost:${peerPort}`;
/** The pages compared: the sign-in page (ours prerendered), and the first page after it (ours signed in). */
const peerPairs = [
  { name: 'sign-in', ours: '/ko/signin', peer: '/sign-in' },
  { name: 'dashboard', ours: dashboard, peer: '/' },
] as const;
/**
 * The peer links its web fonts from Google Fonts, out of reach on this machine: blocked, so its runs do not wait on
 * failing lookups. It flatters the peer (no third-party render-blocking style sheet, no font downloads).
 */
const peerBlocked = ['*fonts.googleapis.com*', '*fonts.gstatic.com*'];
/** The npx copy of Lighthouse (and the puppeteer-core it ships with), installed on first use. */
let lighthouseModules: Promise<{ lighthouse: LighthouseModule; desktopConfig: unknown; launch: (options: object) => Promise<FlowBrowser> }> | undefined;

interface LighthouseReport {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: AuditItem[] } }>;
}

/** The fields of the audit items read here: long tasks, the main-thread breakdown, script boot-up. */
interface AuditItem {
  duration?: number;
  group?: string;
  groupLabel?: string;
  url?: string;
  scripting?: number;
  resourceType?: string;
  transferSize?: number;
}

const metrics = {
  performance: (r: LighthouseReport) => score(r, 'performance'),
  accessibility: (r: LighthouseReport) => score(r, 'accessibility'),
  'best-practices': (r: LighthouseReport) => score(r, 'best-practices'),
  'FCP ms': (r: LighthouseReport) => r.audits['first-contentful-paint']?.numericValue ?? NaN,
  'LCP ms': (r: LighthouseReport) => r.audits['largest-contentful-paint']?.numericValue ?? NaN,
  'TBT ms': (r: LighthouseReport) => r.audits['total-blocking-time']?.numericValue ?? NaN,
  CLS: (r: LighthouseReport) => r.audits['cumulative-layout-shift']?.numericValue ?? NaN,
};

/** The figures of the side-by-side with a peer (`LIGHTHOUSE_PEER`), rounded. */
const peerMetrics = {
  performance: metrics.performance,
  'TBT ms': (r: LighthouseReport) => Math.round(metrics['TBT ms'](r)),
  'LCP ms': (r: LighthouseReport) => Math.round(metrics['LCP ms'](r)),
  'JS+CSS+HTML KiB': (r: LighthouseReport) => Math.round(pageBytes(r) / 1024),
  'script evaluation ms': (r: LighthouseReport) => Math.round(mainThreadWork(r, 'scriptEvaluation')),
  'main thread ms': (r: LighthouseReport) => Math.round(mainThreadWork(r)),
};

/** The documents, scripts and style sheets a load transferred (compressed) until Lighthouse saw the page idle. */
function pageBytes(report: LighthouseReport): number {
  const kinds = report.audits['resource-summary']?.details?.items ?? [];
  const counted = kinds.filter((kind) => ['document', 'script', 'stylesheet'].includes(kind.resourceType ?? ''));
  return counted.reduce((sum, kind) => sum + (kind.transferSize ?? 0), 0);
}

/** Main-thread time of one kind of work (`scriptEvaluation`, `styleLayout`...), or of all; on a phone, throttled (x4). */
function mainThreadWork(report: LighthouseReport, group?: string): number {
  const kinds = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return kinds.filter((kind) => group === undefined || kind.group === group).reduce((sum, kind) => sum + (kind.duration ?? 0), 0);
}

/** One run's performance score, blocking time, the simulated lengths of its long tasks and its main-thread work. */
function formatRun(report: LighthouseReport): string {
  const longTasks = report.audits['long-tasks']?.details?.items ?? [];
  const lengths = longTasks.map((task) => Math.round(task.duration ?? 0)).join(', ');
  const blocking = Math.round(metrics['TBT ms'](report));
  return `performance ${metrics.performance(report)}, TBT ${blocking} ms, long tasks ${lengths || 'none'} ms\n  ${mainThread(report)}`;
}

/**
 * Where the main thread's time goes in one run (Lighthouse's main-thread breakdown, by kind of work) and which scripts
 * cost the most to evaluate (its boot-up audit): the figures to read before cutting blocking time.
 */
function mainThread(report: LighthouseReport): string {
  const kinds = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const total = kinds.reduce((sum, kind) => sum + (kind.duration ?? 0), 0);
  const byKind = kinds.map((kind) => `${kind.groupLabel ?? '?'} ${Math.round(kind.duration ?? 0)}`).join(', ');
  const scripts = (report.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    // The file name, or the last path segment with its slash (a dashboard at `/`).
    .map((item) => `${(item.url ?? '?').replace(/^.*\/(?=.)/, '')} ${Math.round(item.scripting ?? 0)}`)
    .join(', ');
  return `main thread ${Math.round(total)} ms: ${byKind || 'none'}; script evaluation: ${scripts || 'none'}`;
}

function score(report: LighthouseReport, category: string): number {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? NaN : Math.round(value * 100);
}

/** Each metric's median over the runs. */
const medians = (reports: readonly LighthouseReport[], figures: Record<string, (report: LighthouseReport) => number> = metrics) =>
  Object.fromEntries(Object.entries(figures).map(([name, read]) => [name, median(reports.map(read))]));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const mockApi = await startMockApi(0);
const tlsDir = http1 ? undefined : localhostCertificate();
// The vite binary itself (not through npx), so `preview.kill()` ends the server rather than a wrapper.
const preview = spawn('node_modules/.bin/vite', ['preview', '--port', String(port), '--strictPort'], {
  stdio: 'ignore',
  env: { ...process.env, CONSOLE_API_PROXY: mockApi.url, ...(tlsDir ? { CONSOLE_PREVIEW_TLS: tlsDir } : {}) },
});
const peerServer = peerDist ? servePeer(peerDist) : undefined;
try {
  await waitForServer(`${origin}${pages[0]}`);
  mkdirSync('reports', { recursive: true });
  if (peerDist) {
    await waitForServer(`${peerOrigin}/sign-in`);
    await compareWithPeer();
  } else await auditConsole();
} finally {
  preview.kill();
  peerServer?.kill();
  await mockApi.close();
  if (tlsDir) rmSync(tlsDir, { recursive: true, force: true });
}

/** The default run: every page and form factor, 3 runs each, medians against the score floors. */
async function auditConsole(): Promise<void> {
  const results: Record<string, Record<string, number>> = {};
  for (const page of pages) {
    for (const formFactor of formFactors) {
      if (!wanted(`${page} ${formFactor}`)) continue;
      const reports: LighthouseReport[] = [];
      for (let run = 0; run < runs; run += 1) {
        auditSignedOutPage(`${origin}${page}`, formFactor);
        const report = JSON.parse(readFileSync(runOutput, 'utf8')) as LighthouseReport;
        reports.push(report);
        console.log(`${page} ${formFactor} run ${run + 1}: ${formatRun(report)}`);
      }
      results[`${page} ${formFactor}`] = medians(reports);
    }
  }
  for (const target of signedInPages) {
    for (const formFactor of formFactors) {
      if (!wanted(`${target} ${formFactor}`)) continue;
      const reports: LighthouseReport[] = [];
      for (let run = 0; run < runs; run += 1) {
        const report = await auditSignedIn(target, formFactor);
        reports.push(report);
        // Each run's figures: the blocking time moves between runs by more than the medians do.
        console.log(`${target} ${formFactor} run ${run + 1}: ${formatRun(report)}`);
      }
      // The dashboard's last run whole, for its layout shifts, long tasks and requests.
      if (target === dashboard) writeFileSync(dashboardRunOutput, JSON.stringify(reports.at(-1)));
      results[`${target} ${formFactor}`] = medians(reports);
    }
  }
  writeFileSync('reports/lighthouse.json', `${JSON.stringify({ runs, medians: results }, null, 2)}\n`);
  console.log(`Medians of ${runs} runs:`);
  console.table(results);
  const below = Object.entries(results).filter(([name, figures]) => (figures.performance ?? 0) < (scoreFloors[name] ?? 0));
  for (const [name, figures] of below) console.error(`${name}: performance ${figures.performance} < ${scoreFloors[name]}`);
  if (below.length > 0) process.exitCode = 1;
}

/**
 * `LIGHTHOUSE_PEER`: each page pair and form factor, ours and the peer's run by run, the order flipped every other pair
 * (ours first, then the peer first): the host is shared and its load drifts, so only alternated figures compare.
 */
async function compareWithPeer(): Promise<void> {
  const results: Record<string, Record<string, number>> = {};
  for (const pair of peerPairs) {
    for (const formFactor of formFactors) {
      const name = `${pair.name} ${formFactor}`;
      if (!wanted(name)) continue;
      const reports = { ours: [] as LighthouseReport[], peer: [] as LighthouseReport[] };
      for (let run = 0; run < runs; run += 1) {
        for (const side of run % 2 === 0 ? (['ours', 'peer'] as const) : (['peer', 'ours'] as const)) {
          const report = await auditPeerPair(pair, side, formFactor);
          reports[side].push(report);
          console.log(`${name} ${side} run ${run + 1}: ${formatRun(report)}; JS+CSS+HTML ${Math.round(pageBytes(report) / 1024)} KiB`);
        }
      }
      results[`${name} ours`] = medians(reports.ours, peerMetrics);
      results[`${name} peer`] = medians(reports.peer, peerMetrics);
    }
  }
  writeFileSync('reports/lighthouse-peer.json', `${JSON.stringify({ runs, peer: peerDist, medians: results }, null, 2)}\n`);
  console.log(`Medians of ${runs} alternated runs each:`);
  console.table(results);
}

/**
 * One run of one side of a pair, as the default run audits ours: the sign-in pages signed out (the CLI), the dashboards
 * in a user flow after a visit to the sign-in page (ours signs in there; the peer's dashboard needs no sign-in).
 */
async function auditPeerPair(pair: (typeof peerPairs)[number], side: 'ours' | 'peer', formFactor: (typeof formFactors)[number]): Promise<LighthouseReport> {
  if (side === 'ours' && pair.name === 'dashboard') return auditSignedIn(pair.ours, formFactor);
  if (side === 'peer' && pair.name === 'dashboard') {
    const visitSignIn = async (page: FlowPage) => {
      await page.goto(`${peerOrigin}/sign-in`, { waitUntil: 'networkidle0' });
    };
    return auditNavigation(`${peerOrigin}${pair.peer}`, formFactor, visitSignIn, { blocked: peerBlocked });
  }
  if (side === 'ours') auditSignedOutPage(`${origin}${pair.ours}`, formFactor);
  else auditSignedOutPage(`${peerOrigin}${pair.peer}`, formFactor, peerBlocked);
  return JSON.parse(readFileSync(runOutput, 'utf8')) as LighthouseReport;
}

/**
 * The peer's build on the same `vite preview` as ours (same Vite, certificate and HTTP/2) from an inline config, so
 * neither our config (deployment headers, API proxy) nor the peer's applies; Vite's SPA fallback answers every path
 * with its index.html. A process of its own, as ours: the CLI runs block this one's event loop.
 */
function servePeer(dist: string) {
  const https = tlsDir ? { https: { key: join(tlsDir, 'key.pem'), cert: join(tlsDir, 'cert.pem') } } : {};
  const config = { configFile: false, root: resolve(dist), logLevel: 'silent', build: { outDir: '.' }, preview: { port: peerPort, strictPort: true, ...https } };
  const code = `import { preview } from 'vite'; await preview(${JSON.stringify(config)});`;
  return spawn(process.execPath, ['--input-type=module', '--eval', code], { stdio: 'ignore' });
}

/** A self-signed certificate for localhost, valid one day, in a temporary folder (`key.pem`, `cert.pem`). */
function localhostCertificate(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-preview-tls-'));
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'];
  const files = ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, ...files], { stdio: 'ignore' });
  return dir;
}

interface FlowPage {
  goto(url: string, options?: { waitUntil?: string }): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForFunction(expression: string, options?: { timeout?: number }): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  waitForNetworkIdle(options?: { idleTime?: number; timeout?: number }): Promise<void>;
  createCDPSession(): Promise<{ send(method: string): Promise<unknown> }>;
}
interface FlowBrowser {
  newPage(): Promise<FlowPage>;
  close(): Promise<void>;
}
interface LighthouseModule {
  startFlow(
    page: FlowPage,
    options: { config?: unknown; flags?: Record<string, unknown> },
  ): Promise<{
    navigate(url: string, options?: { flags?: Record<string, unknown> }): Promise<void>;
    createFlowResult(): Promise<{ steps: Array<{ lhr: LighthouseReport }> }>;
    createArtifactsJson(): Promise<unknown>;
  }>;
}

function loadLighthouse() {
  lighthouseModules ??= (async () => {
    const bin = execFileSync('npm', ['exec', '--yes', `--package=${lighthouseVersion}`, '-c', 'command -v lighthouse'], { encoding: 'utf8' }).trim();
    const modules = join(dirname(bin), '..');
    const load = (path: string) => import(pathToFileURL(join(modules, path)).href) as Promise<Record<string, unknown>>;
    const lighthouse = (await load('lighthouse/core/index.js')) as unknown as LighthouseModule;
    const desktopConfig = (await load('lighthouse/core/config/desktop-config.js')).default;
    const puppeteer = (await load('puppeteer-core/lib/puppeteer/puppeteer-core.js')).default as { launch: (options: object) => Promise<FlowBrowser> };
    return { lighthouse, desktopConfig, launch: (options: object) => puppeteer.launch(options) };
  })();
  return lighthouseModules;
}

/**
 * One Lighthouse run of a signed-out page into `runOutput`. A run that fails is tried once more: Lighthouse now and
 * then loses the trace of a page load on this machine (NO_NAVSTART) and asks to be run again.
 */
function auditSignedOutPage(url: string, formFactor: (typeof formFactors)[number], blocked: readonly string[] = [], attempt = 1): void {
  try {
    execFileSync(
      'npx',
      [
        '--yes',
        lighthouseVersion,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${runOutput}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
        `--chrome-flags=--headless=new ${browserArgs.join(' ')}`,
      ],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromiumPath } },
    );
  } catch (error) {
    if (attempt >= 2) throw error;
    console.warn(`Lighthouse failed on ${url} (${formFactor}); running it again.`);
    auditSignedOutPage(url, formFactor, blocked, attempt + 1);
  }
}

/** Signs the mock world's owner in, then audits a cold-cache navigation to `target`. */
async function auditSignedIn(target: string, formFactor: (typeof formFactors)[number]): Promise<LighthouseReport> {
  await fetch(`${mockApi.url}/__mock/reset`, { method: 'POST' });
  const artifacts = process.env.LIGHTHOUSE_ARTIFACTS && target === dashboard ? dashboardArtifactsOutput : undefined;
  return auditNavigation(`${origin}${target}`, formFactor, signIn, { artifacts });
}

async function signIn(page: FlowPage): Promise<void> {
  await page.goto(`${origin}/ko/signin`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('form:not([inert])');
  await page.type('input[type="email"]', owner.email);
  await page.type('input[type="password"]', owner.password);
  await page.click('button[type="submit"]');
  // A client-side navigation: no page load to wait for.
  await page.waitForFunction(`location.pathname === ${JSON.stringify(dashboard)}`, { timeout: 30_000 });
  // The dashboard's chunks still loading would land in the HTTP cache after it is cleared, and the audit would get
  // them as 304s (about 40 KiB less, in some runs only).
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

/**
 * In a fresh browser, runs `before` (signing in), clears the HTTP cache (the session, cookies and session storage,
 * stays) and audits a navigation to `url`: a first load. `artifacts`: where to write the run's artifacts, `blocked`:
 * URL patterns the audit blocks.
 */
async function auditNavigation(
  url: string,
  formFactor: (typeof formFactors)[number],
  before: (page: FlowPage) => Promise<void>,
  { artifacts, blocked }: { artifacts?: string; blocked?: readonly string[] } = {},
): Promise<LighthouseReport> {
  const { lighthouse, desktopConfig, launch } = await loadLighthouse();
  const browser = await launch({ executablePath: chromiumPath, args: browserArgs, headless: true });
  try {
    const page = await browser.newPage();
    await before(page);
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    const flow = await lighthouse.startFlow(page, {
      ...(formFactor === 'desktop' ? { config: desktopConfig } : {}),
      flags: { disableStorageReset: true, ...(blocked ? { blockedUrlPatterns: blocked } : {}) },
    });
    await flow.navigate(url);
    const [step] = (await flow.createFlowResult()).steps;
    if (!step) throw new Error('the user flow recorded no step');
    // The run's artifacts hold the unthrottled trace Lighthouse simulates the phone from: the tasks behind the TBT.
    if (artifacts) writeFileSync(artifacts, JSON.stringify(await flow.createArtifactsJson()));
    return step.lhr;
  } finally {
    await browser.close();
  }
}

async function waitForServer(target: string, attempts = 50): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await answersOk(target)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${target}`);
}

/** Whether `target` answers 200; over HTTPS the run's own certificate is accepted. */
async function answersOk(target: string): Promise<boolean> {
  return new Promise((resolve) => {
    (http1 ? httpGet : httpsGet)(target, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}
