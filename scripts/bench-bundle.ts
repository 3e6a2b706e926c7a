/**
 * Bundle bytes per route: what a first visit to each route downloads (gzip), measured on the
 * production build (scripts/bundle/measure.ts; budgets in scripts/bundle/budgets.ts). Run
 * `npm run bench:bundle` (builds first). Writes reports/bundle.json, prints a table, exits 1 when a
 * route is over its budget. Speed is measured here, never by timed tests.
 * `BUNDLE_ROUTE=/ko/console/dashboard` also lists that route's files, largest first, with each file's chunk (files are
 * named by their hash alone: `assets/Bk9ly-0.js` is `dashboard`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { budgetFailures, kib, measureBuild } from './bundle/measure.ts';

const report = measureBuild('dist');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle.json', `${JSON.stringify(report, null, 2)}\n`);

console.log(
  `html ${kib(report.htmlGzipBytes)}, entry ${kib(report.entryGzipBytes)}, catalogs ${kib(report.catalogGzipBytes)} (gzip, shared by every route)`,
);
console.table(
  report.routes.map((route) => ({
    route: route.path,
    'first load': kib(route.firstLoadGzipBytes),
    budget: `${route.budgetKiB} KiB`,
    files: route.files.length,
    ok: route.overBudget ? 'OVER' : 'yes',
  })),
);
const listed = process.env.BUNDLE_ROUTE;
if (listed) {
  const route = report.routes.find((candidate) => candidate.path === listed);
  if (!route) throw new Error(`No route ${listed}; the measured routes are listed above`);
  console.table(
    route.files
      .map((file) => ({ file, gzip: report.fileGzipBytes[file] ?? 0 }))
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ file, gzip }) => ({ file, chunk: report.chunkNames[file] ?? '', gzip: kib(gzip) })),
  );
}
const failures = budgetFailures(report);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
