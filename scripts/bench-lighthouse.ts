/**
 * Lighthouse on the built console: serves `dist/` with `vite preview` and audits the first page a
 * visitor sees (`/ko/signin`) in Debian's Chromium, mobile form factor (Lighthouse's default throttling).
 * Run after `vite build`: `npm run bench:lighthouse`. Writes reports/lighthouse.json and prints the scores.
 * Lighthouse is fetched on demand (npx), so it does not weigh on every `npm ci`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './browser.ts';

const port = 4319;
const url = `http://localhost:${port}/ko/signin`;
const output = 'reports/lighthouse.json';

const preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
try {
  await waitForServer(url);
  mkdirSync('reports', { recursive: true });
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@13',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromiumPath } },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<string, { title: string; score: number | null }>;
    audits: Record<string, { displayValue?: string }>;
  };
  for (const category of Object.values(report.categories)) {
    console.log(`${category.title}: ${category.score === null ? 'n/a' : Math.round(category.score * 100)}`);
  }
  for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`${audit}: ${report.audits[audit]?.displayValue ?? 'n/a'}`);
  }
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
