/**
 * Lighthouse on the built console: serves `dist/` with `vite preview` (with the deployment headers)
 * and audits `/ko/signin` in Debian's Chromium, mobile (Lighthouse's default throttling) and desktop
 * (`--preset=desktop`), 3 runs each; prints and stores the medians. Run after `vite build`:
 * `npm run bench:lighthouse`. Writes reports/lighthouse.json. Lighthouse is fetched on demand (npx), so it
 * does not weigh on every `npm ci`.
 *
 * The dashboard is not audited yet: an attempt to run Lighthouse (`--port`) against a Chromium that
 * already holds the session cookies hung on this machine (docs/performance.md). The signed-in dashboard
 * against `npm run mock-api` is covered by the end-to-end suite (e2e/signedIn.e2e.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './browser.ts';

const port = 4319;
const pages = ['/ko/signin'];
const formFactors = ['mobile', 'desktop'] as const;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const runOutput = 'reports/lighthouse-run.json';

interface LighthouseReport {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
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

function score(report: LighthouseReport, category: string): number {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? NaN : Math.round(value * 100);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

// The vite binary itself (not through npx), so `preview.kill()` ends the server rather than a wrapper.
const preview = spawn('node_modules/.bin/vite', ['preview', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
try {
  await waitForServer(`http://localhost:${port}${pages[0]}`);
  mkdirSync('reports', { recursive: true });
  const results: Record<string, Record<string, number>> = {};
  for (const page of pages) {
    for (const formFactor of formFactors) {
      const reports: LighthouseReport[] = [];
      for (let run = 0; run < runs; run += 1) {
        execFileSync(
          'npx',
          [
            '--yes',
            'lighthouse@13',
            `http://localhost:${port}${page}`,
            '--quiet',
            '--output=json',
            `--output-path=${runOutput}`,
            ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
            `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
          ],
          { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromiumPath } },
        );
        reports.push(JSON.parse(readFileSync(runOutput, 'utf8')) as LighthouseReport);
      }
      results[`${page} ${formFactor}`] = Object.fromEntries(
        Object.entries(metrics).map(([name, read]) => [name, median(reports.map(read))]),
      );
    }
  }
  writeFileSync('reports/lighthouse.json', `${JSON.stringify({ runs, medians: results }, null, 2)}\n`);
  console.log(`Medians of ${runs} runs:`);
  console.table(results);
} finally {
  preview.kill();
}

async function waitForServer(target: string, attempts = 50): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${target}`);
}
