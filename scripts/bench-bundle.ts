/**
 * Bytes per route as the user pays them: `dist/` served by `vite preview` (the deployment headers, /v2 and /crm
 * proxied to the mock API), each route loaded in Debian's Chromium with the HTTP cache off, and every request
 * recorded from the navigation until the network is idle; the figure is the gzip size of the HTML, JavaScript and CSS
 * fetched, webfonts apart (scripts/bundle/loads.ts; ceilings in scripts/bundle/budgets.ts). Console pages are loaded
 * signed in as the mock world's owner. Run `npm run bench:bundle` (builds first). Writes reports/bundle.json, prints a
 * table, exits 1 when a route is over its ceiling.
 * `BUNDLE_ROUTE=/ko/console/dashboard` also lists that route's files, largest first, each with its chunk's name (files
 * are named by their hash alone), the source modules and packages that weigh most (from the source maps) and, for a
 * console page, those the dashboard does not load (the candidates for loading later).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { preview } from 'vite';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './browser.ts';
import { startMockApi } from './mock-api.ts';
import { ceilingFor } from './bundle/budgets.ts';
import { readBuildGraph } from './bundle/buildGraph.ts';
import { kib, loadUntilIdle, measuredRoutes, signIn, withoutCache, type LoadFigure } from './bundle/loads.ts';
import { groupWeights, moduleWeights } from './bundle/moduleWeights.ts';

/** `BUNDLE_OUT_DIR`: another build's folder (default `dist`). */
const outDir = process.env.BUNDLE_OUT_DIR ?? 'dist';
const listed = process.env.BUNDLE_ROUTE;
if (listed && !measuredRoutes.some((route) => route.route === listed || route.url === listed)) {
  throw new Error(`No measured route ${listed}; the routes are: ${measuredRoutes.map((route) => route.route).join(', ')}`);
}
const { chunkNames } = readBuildGraph(outDir);

const mockApi = await startMockApi(0);
// vite.config.ts reads it: the preview server proxies the API to the mock world, as a deployment's proxy would.
process.env.CONSOLE_API_PROXY = mockApi.url;
const server = await preview({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir }, preview: { port: 4330, strictPort: false, open: false } });
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('The preview server reported no local URL');
const url = (path: string) => new URL(path, base).toString();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

const figures: { route: string; ceilingKiB: number; figure: LoadFigure }[] = [];
try {
  // One tab: the session lives in its sessionStorage. Signed-out pages first, then sign in, then the console.
  const page = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
  await withoutCache(page);
  let signedIn = false;
  for (const route of measuredRoutes) {
    if (route.signedIn && !signedIn) {
      await signIn(page, url);
      signedIn = true;
    }
    figures.push({ route: route.route, ceilingKiB: ceilingFor(route.route), figure: await loadUntilIdle(page, url(route.url)) });
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
  await mockApi.close();
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle.json', `${JSON.stringify(figures, null, 2)}\n`);

const over = figures.filter(({ figure, ceilingKiB }) => figure.gzipBytes > ceilingKiB * 1024);
console.log('KiB gzip of what each route fetches until the network is idle (HTML + JS + CSS; webfonts apart)');
console.table(
  figures.map(({ route, ceilingKiB, figure }) => ({
    route,
    KiB: kib(figure.gzipBytes),
    html: kib(figure.byKind.html.gzipBytes),
    js: kib(figure.byKind.js.gzipBytes),
    css: kib(figure.byKind.css.gzipBytes),
    files: figure.byKind.js.files + figure.byKind.css.files,
    'fonts KiB': kib(figure.fontBytes),
    ceiling: ceilingKiB,
    ok: figure.gzipBytes > ceilingKiB * 1024 ? 'OVER' : 'yes',
  })),
);

if (listed) {
  const entry = figures.find(({ route, figure }) => route === listed || figure.url === listed);
  if (entry) {
    const files = entry.figure.files.filter((file) => file.kind === 'js' || file.kind === 'css').sort((a, b) => b.gzipBytes - a.gzipBytes);
    console.table(files.map((file) => ({ file: file.path, chunk: chunkNames.get(file.path.slice(1)) ?? '', 'KiB gzip': kib(file.gzipBytes) })));
    const scripts = new Map(files.filter((file) => file.kind === 'js').map((file) => [file.path, file.gzipBytes]));
    const modules = moduleWeights(outDir, scripts);
    console.log(`${listed}: packages and folders by their share of the scripts' gzip bytes (estimated from the source maps)`);
    console.table(groupWeights(modules).slice(0, 25).map(({ module, gzipBytes }) => ({ module, 'KiB gzip': kib(gzipBytes) })));
    console.log(`${listed}: the heaviest modules`);
    console.table(modules.slice(0, 30).map(({ module, gzipBytes }) => ({ module, 'KiB gzip': kib(gzipBytes) })));
    const dashboard = figures.find(({ route }) => route === '/ko/console/dashboard');
    if (dashboard && dashboard !== entry && entry.route.startsWith('/ko/console/')) {
      // What the page adds to what every console page loads: the candidates for loading later.
      const shellScripts = new Map(dashboard.figure.files.filter((file) => file.kind === 'js').map((file) => [file.path, file.gzipBytes]));
      const shared = new Set(moduleWeights(outDir, shellScripts).map(({ module }) => module));
      const own = modules.filter(({ module }) => !shared.has(module) && !module.endsWith('(glue)'));
      const ownKiB = kib(own.reduce((total, { gzipBytes }) => total + gzipBytes, 0));
      console.log(`${listed}: modules the dashboard does not load (${ownKiB} KiB), by package or folder, then the heaviest`);
      console.table(groupWeights(own).slice(0, 20).map(({ module, gzipBytes }) => ({ module, 'KiB gzip': kib(gzipBytes) })));
      console.table(own.slice(0, 30).map(({ module, gzipBytes }) => ({ module, 'KiB gzip': kib(gzipBytes) })));
    }
  }
}

// The budget test fails on these; here they are only told, so that the figures of the other routes still show.
for (const { route, figure } of figures) {
  const expected = measuredRoutes.find((measured) => measured.route === route);
  const landsOn = expected?.landsOn ?? expected?.url;
  if (figure.landedOn !== landsOn) console.warn(`${route}: the load ended on ${figure.landedOn}, not ${landsOn}`);
  if (figure.failedApiCalls.length > 0) console.warn(`${route}: API calls failed: ${figure.failedApiCalls.join(', ')}`);
}
if (over.length > 0) {
  console.error(over.map(({ route, ceilingKiB, figure }) => `${route}: ${kib(figure.gzipBytes)} KiB gzip until idle > ceiling ${ceilingKiB} KiB`).join('\n'));
  process.exitCode = 1;
}
