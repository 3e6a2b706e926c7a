/**
 * Bundle bytes per route: what a first visit to each route downloads (gzip), from Vite's build
 * manifest. Run after `vite build`: `npm run bench:bundle`. Writes reports/bundle.json and prints a table.
 * Speed is measured here, never by timed tests.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const distDir = 'dist';
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const gzipBytes = (file: string) => gzipSync(readFileSync(join(distDir, file))).byteLength;

/** Files a chunk pulls in statically (itself, its static imports, their CSS), without duplicates. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: was the build run with build.manifest?');
const entryFiles = staticClosure(entryKey);
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

const routes = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith('console/routes/'))
  .map(([key, chunk]) => {
    const own = [...staticClosure(key)].filter((file) => !entryFiles.has(file));
    return { route: chunk.src ?? key, routeGzipBytes: sum(own), firstLoadGzipBytes: sum(entryFiles) + sum(own) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const report = { entryGzipBytes: sum(entryFiles), routes };
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle.json', `${JSON.stringify(report, null, 2)}\n`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`entry (shared by every route): ${kb(report.entryGzipBytes)} gzip`);
console.table(routes.map((r) => ({ route: r.route, 'route chunk': kb(r.routeGzipBytes), 'first load': kb(r.firstLoadGzipBytes) })));
