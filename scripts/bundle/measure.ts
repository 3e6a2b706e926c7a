/**
 * Bytes per route from a production build's manifest: what a first visit to each route downloads,
 * gzip. Route model: index.html (or the route's own copy of it, prerendered or with its chunks linked:
 * scripts/prerender/) + the entry chunk and its static imports and CSS + the split chunks
 * of every route file on the way from the root to the leaf + the measured locale's message catalogs: the
 * design system's and the console core's for every route, and the page and shell catalogs that the route's
 * chunks load (console/i18n/catalogs.ts). Webfont files are excluded; `@font-face` CSS counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { prerenderedFile } from '../prerender/pages.ts';
import { readBuildGraph, routeFileToPath as routeFileToLocalePath } from './buildGraph.ts';
import { budgetFor, measuredLocale } from './budgets.ts';

export interface RouteFigure {
  /** The URL measured, e.g. `/ko/signin`. */
  path: string;
  /** The route files on the way (`console/routes/...`). */
  routeFiles: string[];
  /** Whether the route's HTML is a prerendered page (scripts/prerender/) rather than the empty index.html. */
  prerendered: boolean;
  /** Whether the route has its own HTML file (prerendered, or index.html with its chunks linked). */
  ownHtml: boolean;
  /** The JS and CSS files of the first load (`assets/...`), HTML excluded. */
  files: string[];
  firstLoadGzipBytes: number;
  budgetKiB: number;
  overBudget: boolean;
}

export interface BundleReport {
  htmlGzipBytes: number;
  entryGzipBytes: number;
  catalogGzipBytes: number;
  routes: RouteFigure[];
  /** Gzip bytes of every file some route's first load holds (`assets/...`), and of the HTML pages. */
  fileGzipBytes: Record<string, number>;
  /** The chunk name of each of those files (`assets/Bk9ly-0.js`: `dashboard`); files are named by their hash alone. */
  chunkNames: Record<string, string>;
}

/** `console/routes/$locale/console/dashboard.tsx` -> `/ko/console/dashboard`. */
export function routeFileToPath(file: string, locale = measuredLocale): string {
  return routeFileToLocalePath(file, locale);
}

export function measureBuild(distDir = 'dist'): BundleReport {
  const graph = readBuildGraph(distDir);
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
  const htmlGzipBytes = gzipBytes('index.html');

  const routes = graph.leaves
    .map((leaf): RouteFigure => {
      const path = routeFileToPath(leaf);
      // A page's own HTML file is served instead of index.html: prerendered (its form inside, its CSS linked) or
      // with its chunks linked.
      const pageFile = prerenderedFile(measuredLocale, path.slice(`/${measuredLocale}`.length));
      const ownHtml = path.startsWith(`/${measuredLocale}/`) && existsSync(join(distDir, pageFile));
      const html = ownHtml ? readFileSync(join(distDir, pageFile), 'utf8') : '';
      const prerendered = html.includes('data-prerendered=');
      const files = graph.firstLoadFiles(leaf, measuredLocale);
      // Whatever the page's HTML links also loads: a prerendered page's boot script and inline-style sheet.
      for (const [, asset] of html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)) if (asset) files.add(asset);
      const firstLoadGzipBytes = (ownHtml ? gzipBytes(pageFile) : htmlGzipBytes) + sum(files);
      const budgetKiB = budgetFor(path);
      return {
        path,
        routeFiles: graph.chainOf(leaf),
        prerendered,
        ownHtml,
        files: [...files].sort(),
        firstLoadGzipBytes,
        budgetKiB,
        overBudget: firstLoadGzipBytes > budgetKiB * 1024,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

  return {
    htmlGzipBytes,
    entryGzipBytes: sum(graph.entryFiles()),
    catalogGzipBytes: sum(graph.catalogFiles(measuredLocale)),
    routes,
    fileGzipBytes: Object.fromEntries(sizes),
    chunkNames: Object.fromEntries([...sizes.keys()].flatMap((file) => {
      const name = graph.chunkNames.get(file);
      return name ? [[file, name]] : [];
    })),
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per route over its budget: route, figure, budget. */
export function budgetFailures(report: BundleReport): string[] {
  return report.routes
    .filter((route) => route.overBudget)
    .map((route) => `${route.path}: first load ${kib(route.firstLoadGzipBytes)} gzip > budget ${route.budgetKiB} KiB`);
}
