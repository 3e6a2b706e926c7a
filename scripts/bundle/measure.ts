/**
 * Bytes per route from a production build's manifest: what a first visit to each route downloads,
 * gzip. Route model: index.html + the entry chunk and its static imports and CSS + the split chunks
 * of every route file on the way from the root to the leaf + the measured locale's message catalogs: the
 * design system's and the console core's for every route, and the page and shell catalogs that the route's
 * chunks load (console/i18n/catalogs.ts). Webfont files are excluded; `@font-face` CSS counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { defaultRouteBudgetKiB, measuredLocale, routeBudgetsKiB } from './budgets.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteFigure {
  /** The URL measured, e.g. `/ko/signin`. */
  path: string;
  /** The route files on the way (`console/routes/...`). */
  routeFiles: string[];
  firstLoadGzipBytes: number;
  budgetKiB: number;
  overBudget: boolean;
}

export interface BundleReport {
  htmlGzipBytes: number;
  entryGzipBytes: number;
  catalogGzipBytes: number;
  routes: RouteFigure[];
}

const routesDir = 'console/routes/';

/** `console/routes/$locale/console/dashboard.tsx` -> `/ko/console/dashboard`. */
export function routeFileToPath(file: string, locale = measuredLocale): string {
  const segments = file
    .slice(routesDir.length)
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => segment !== 'index' && segment !== '__root')
    .map((segment) => (segment === '$locale' ? locale : segment));
  return `/${segments.join('/')}`;
}

export function measureBuild(distDir = 'dist'): BundleReport {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`vite build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).byteLength;
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

  /**
   * Files a chunk pulls in statically (itself, its static imports, their CSS), plus the measured locale's
   * catalogs it loads before rendering (a folder's `catalog.ts` awaits them at the top level).
   */
  const isMeasuredCatalog = (key: string) => key.endsWith(`locales/${measuredLocale}/messages.po`);
  const closure = (key: string, seen: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    for (const imported of chunk.dynamicImports ?? []) if (isMeasuredCatalog(imported)) closure(imported, seen);
    return seen;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest: was the build run with build.manifest?');
  const entryFiles = closure(entryKey, new Set());
  // Loaded by activateLocale before any route renders (console/i18n/activate.ts).
  const catalogKeys = [`design-system/locales/${measuredLocale}/messages.po`, `console/locales/${measuredLocale}/messages.po`];
  for (const key of catalogKeys) if (!manifest[key]) throw new Error(`No ${key} in the manifest`);
  const catalogFiles = catalogKeys.reduce((files, key) => closure(key, files), new Set<string>());
  const htmlGzipBytes = gzipBytes('index.html');

  // Split chunks by route file (`file.tsx?tsr-split=component` etc.).
  const chunksByRouteFile = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const file = (chunk.src ?? key).split('?')[0] ?? '';
    if (!file.startsWith(routesDir) || !chunk.isDynamicEntry) continue;
    chunksByRouteFile.set(file, [...(chunksByRouteFile.get(file) ?? []), key]);
  }
  const routeFiles = [...chunksByRouteFile.keys()];
  const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');
  // A leaf is a route file no other route file sits under.
  const leaves = routeFiles.filter(
    (file) => !routeFiles.some((other) => other !== file && other.startsWith(`${withoutExtension(file)}/`)),
  );

  const routes = leaves
    .map((leaf): RouteFigure => {
      const chain = routeFiles
        .filter((file) => file === leaf || leaf.startsWith(`${withoutExtension(file)}/`))
        .sort((a, b) => a.length - b.length);
      const files = new Set([...entryFiles, ...catalogFiles]);
      for (const file of chain) for (const key of chunksByRouteFile.get(file) ?? []) closure(key, files);
      const path = routeFileToPath(leaf);
      const firstLoadGzipBytes = htmlGzipBytes + sum(files);
      const budgetKiB = routeBudgetsKiB[path] ?? defaultRouteBudgetKiB;
      return {
        path,
        routeFiles: chain,
        firstLoadGzipBytes,
        budgetKiB,
        overBudget: firstLoadGzipBytes > budgetKiB * 1024,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

  return {
    htmlGzipBytes,
    entryGzipBytes: sum(entryFiles),
    catalogGzipBytes: sum(catalogFiles),
    routes,
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per route over its budget: route, figure, budget. */
export function budgetFailures(report: BundleReport): string[] {
  return report.routes
    .filter((route) => route.overBudget)
    .map((route) => `${route.path}: first load ${kib(route.firstLoadGzipBytes)} gzip > budget ${route.budgetKiB} KiB`);
}
