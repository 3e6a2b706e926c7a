import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { budgetFailures, measureBuild, routeFileToPath, type BundleReport } from './measure.ts';

/**
 * The production build (mocks off, as deployed; built once for the e2e project by e2e/globalSetup.ts), then:
 * every route's first load within its budget (scripts/bundle/budgets.ts), and nothing of the mock world in the
 * output.
 */
const outDir = inject('productionBuildDir');
let report: BundleReport;

beforeAll(() => {
  report = measureBuild(outDir);
});

/** The route's files whose chunk is one of `names` (style sheets are `<name>.css`). */
function filesNamed(route: { files: string[] } | undefined, names: string[]): string[] {
  return route?.files.filter((file) => names.includes(report.chunkNames[file] ?? '')) ?? [];
}

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

  it('keeps the signed-in layout\'s chunk off the signed-out pages (scripts/bundle/chunkGroups.ts)', () => {
    const signedOut = report.routes.filter((route) => !route.path.startsWith('/ko/console/'));
    expect(signedOut.length).toBeGreaterThan(10);
    const loadingConsoleKit = signedOut.filter((route) => filesNamed(route, ['console-kit', 'console-kit.css']).length > 0);
    expect(loadingConsoleKit.map((route) => route.path)).toEqual([]);
    const dashboard = report.routes.find((route) => route.path === '/ko/console/dashboard');
    expect(filesNamed(dashboard, ['framework', 'boot', 'signin-kit', 'console-kit'])).toHaveLength(4);
  });

  it("keeps the sign-in form's chunk off the dashboard and on the sign-in page (scripts/bundle/chunkGroups.ts)", () => {
    const formChunk = (route: { files: string[] } | undefined) => filesNamed(route, ['signin-form']);
    expect(formChunk(report.routes.find((route) => route.path === '/ko/signin'))).toHaveLength(1);
    expect(formChunk(report.routes.find((route) => route.path === '/ko/console/dashboard'))).toEqual([]);
  });

  it('loads no TanStack Query on the sign-in page (console/app/lazyQueryClient.ts)', () => {
    const signIn = report.routes.find((route) => route.path === '/ko/signin');
    expect(filesNamed(signIn, ['query', 'queryClient'])).toEqual([]);
    const dashboard = report.routes.find((route) => route.path === '/ko/console/dashboard');
    expect(filesNamed(dashboard, ['query', 'queryClient'])).toHaveLength(2);
  });

  it("leaves react-aria's overlays out of the dashboard's first load (menus, tooltips, popovers, drawers)", () => {
    // React Aria's default class names survive minification: one per overlay component.
    const overlayMarkers = /react-aria-(Popover|ModalOverlay|Tooltip|Menu)\b/;
    const jsText = (file: string) => readFileSync(join(outDir, file), 'utf8');
    const allJs = filesUnder(join(outDir, 'assets')).filter((path) => path.endsWith('.js'));
    // They are in the build, loaded on first use (design-system/Menu, Tooltip, SideNav; the notifications button).
    expect(allJs.some((path) => overlayMarkers.test(readFileSync(path, 'utf8')))).toBe(true);
    const dashboard = report.routes.find((route) => route.path === '/ko/console/dashboard');
    const firstLoadJs = dashboard?.files.filter((file) => file.endsWith('.js')) ?? [];
    expect(firstLoadJs.length).toBeGreaterThan(10);
    expect(firstLoadJs.filter((file) => overlayMarkers.test(jsText(file)))).toEqual([]);
  });

  it('ships nothing of the mock world (msw, mocks/, DevPanel, the worker script)', () => {
    const files = filesUnder(outDir).map((path) => relative(outDir, path));
    // By name, not anywhere in the path: a content hash once read "…mAJMSW".
    expect(files.filter((file) => /(^|\/)(mockServiceWorker|DevPanel|msw)\b/i.test(file))).toEqual([]);
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
