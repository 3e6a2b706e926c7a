import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { budgetFailures, measureBuild, routeFileToPath, type BundleReport } from './measure.ts';

/**
 * The production build (mocks off, as deployed) into a temporary folder, then: every route's first
 * load within its budget (scripts/bundle/budgets.ts), and nothing of the mock world in the output.
 */
let outDir = '';
let report: BundleReport;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'console-build-'));
  delete process.env.VITE_MOCKS;
  // Vitest runs with NODE_ENV=test, which would make this a development build (import.meta.env.DEV).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: 'vite.config.ts',
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  report = measureBuild(outDir);
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('production build', () => {
  it('measures the sign-in and dashboard routes', () => {
    expect(report.routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/ko/signin', '/ko/console/dashboard']),
    );
  });

  it('keeps every route within its first-load budget', () => {
    // On failure the message lists route, figure and budget, e.g.
    // "/ko/signin: first load 154.9 KiB gzip > budget 150 KiB".
    expect(budgetFailures(report), budgetFailures(report).join('\n')).toEqual([]);
  });

  it('ships nothing of the mock world (msw, mocks/, DevPanel, the worker script)', () => {
    const files = filesUnder(outDir).map((path) => relative(outDir, path));
    expect(files.filter((file) => /mockServiceWorker|DevPanel|msw/i.test(file))).toEqual([]);
    const offending = files
      .filter((file) => /\.(js|css|html|map)$/.test(file))
      .filter((file) => {
        const text = readFileSync(join(outDir, file), 'utf8');
        // Source maps list every bundled source path; code carries msw's own identifiers.
        return file.endsWith('.map')
          ? /"(\.\.\/)*(mocks\/|node_modules\/msw\/)/.test(text)
          : /mockServiceWorker|DevPanel|\[MSW\]/.test(text);
      });
    expect(offending).toEqual([]);
  });
});

describe('routeFileToPath', () => {
  it('maps route files to the measured URL', () => {
    expect(routeFileToPath('console/routes/$locale/console/dashboard.tsx')).toBe('/ko/console/dashboard');
    expect(routeFileToPath('console/routes/$locale/signin.tsx')).toBe('/ko/signin');
    expect(routeFileToPath('console/routes/index.tsx')).toBe('/');
  });
});
