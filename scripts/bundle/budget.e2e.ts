import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { SEED } from '@mocks/world/seed';
import { startAppForFile } from '../../e2e/harness.ts';
import { ceilingFor } from './budgets.ts';
import { readBuildGraph } from './buildGraph.ts';
import { kib, loadUntilIdle, measuredRoutes, mockOwner, signIn, withoutCache, type LoadFigure } from './loads.ts';

/**
 * The production build (mocks off, as deployed; built once for the e2e project by e2e/globalSetup.ts) served by
 * `vite preview` with the mock API behind its proxy: every measured route loaded in one tab with the HTTP cache off,
 * signed out and then signed in as the mock world's owner, each within its ceiling (scripts/bundle/budgets.ts) by
 * what it fetches until the network is idle (scripts/bundle/loads.ts). Then what the chunk groups keep apart, and
 * nothing of the mock world in the output.
 */
const app = startAppForFile({ mockApi: true });
const outDir = inject('productionBuildDir');
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const figures = new Map<string, LoadFigure>();
let page: Page;
let signedIn = false;

beforeAll(async () => {
  ({ page } = await app.newPage());
  await withoutCache(page);
});

function figureOf(route: string): LoadFigure {
  const figure = figures.get(route);
  if (!figure) throw new Error(`${route} was not measured (see its test above)`);
  return figure;
}

/** The chunk names of what a load fetched (style sheets are `<name>.css`): files are named by their hash alone. */
function chunksOf(route: string): string[] {
  const { chunkNames } = readBuildGraph(outDir);
  return figureOf(route).files.flatMap((file) => chunkNames.get(file.path.slice(1)) ?? []);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('bytes a route fetches until the network is idle', () => {
  it("signs in as the mock world's owner", () => {
    expect(mockOwner).toEqual({ email: SEED.ownerEmail, password: SEED.ownerPassword });
  });

  for (const route of measuredRoutes) {
    const ceiling = ceilingFor(route.route);
    it(`${route.route} within ${ceiling} KiB`, async () => {
      if (route.signedIn && !signedIn) {
        await signIn(page, app.url);
        signedIn = true;
      }
      const figure = await loadUntilIdle(page, app.url(route.url));
      figures.set(route.route, figure);
      expect(figure.landedOn, 'the page the load ends on').toBe(route.landsOn ?? route.url);
      expect(figure.failedApiCalls, 'API calls that failed').toEqual([]);
      const { html, js, css } = figure.byKind;
      // On failure the message names route, figure and ceiling, e.g.
      // "/ko/signin: 154.9 KiB gzip until idle (HTML 1.4, JS 140.1, CSS 13.4) > ceiling 150 KiB".
      const over =
        figure.gzipBytes > ceiling * 1024
          ? [`${route.route}: ${kib(figure.gzipBytes)} KiB gzip until idle (HTML ${kib(html.gzipBytes)}, JS ${kib(js.gzipBytes)}, CSS ${kib(css.gzipBytes)}) > ceiling ${ceiling} KiB`]
          : [];
      expect(over).toEqual([]);
    });
  }
});

describe('what the loads fetched (scripts/bundle/chunkGroups.ts)', () => {
  const signInPage = '/ko/signin';
  const dashboard = '/ko/console/dashboard';
  const signedOut = measuredRoutes.filter((route) => !route.signedIn).map((route) => route.route);

  it("keeps the signed-in layout's chunk off the signed-out pages", () => {
    expect(signedOut.length).toBeGreaterThanOrEqual(3);
    expect(signedOut.filter((route) => chunksOf(route).some((name) => name.startsWith('console-kit')))).toEqual([]);
    expect(chunksOf(dashboard)).toEqual(expect.arrayContaining(['framework', 'boot', 'signin-kit', 'console-kit']));
  });

  it('loads no TanStack Query on the sign-in page (console/app/lazyQueryClient.ts)', () => {
    expect(chunksOf(signInPage).filter((name) => name === 'query' || name === 'queryClient')).toEqual([]);
    expect(chunksOf(dashboard)).toEqual(expect.arrayContaining(['query', 'queryClient']));
  });

  it("fetches no overlay code on the dashboard until one opens (menus, popovers, drawers)", () => {
    // React Aria's default class names survive minification: one per overlay component. Not the tooltip's: React
    // Aria's TooltipTrigger, which every icon button's hint uses, shares its module (docs/decisions.md).
    const overlayMarkers = /react-aria-(Popover|ModalOverlay|Menu)\b/;
    const allJs = filesUnder(join(outDir, 'assets')).filter((path) => path.endsWith('.js'));
    // They are in the build, loaded on first use (design-system/Menu, SideNav; the notifications button).
    expect(allJs.some((path) => overlayMarkers.test(readFileSync(path, 'utf8')))).toBe(true);
    const scripts = figureOf(dashboard).files.filter((file) => file.kind === 'js').map((file) => file.path);
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((path) => overlayMarkers.test(readFileSync(join(outDir, path), 'utf8')))).toEqual([]);
  });
});

describe('production build', () => {
  it('ships nothing of the mock world (msw, mocks/, DevPanel, the worker script)', () => {
    const files = filesUnder(outDir).map((path) => relative(outDir, path));
    // By name, not anywhere in the path: a content hash once read "…mAJMSW".
    expect(files.filter((file) => /(^|\/)(mockServiceWorker|DevPanel|msw)\b/i.test(file))).toEqual([]);
    const offending = files
      .filter((file) => /\.(js|css|html|map)$/.test(file))
      .filter((file) => {
        const text = readFileSync(join(outDir, file), 'utf8');
        if (!file.endsWith('.map')) return /mockServiceWorker|DevPanel|\[MSW\]/.test(text);
        // Source maps list every bundled source, relative to the map's folder (the build sits in a temporary one).
        const { sources } = JSON.parse(text) as { sources: string[] };
        return sources
          .map((source) => relative(projectRoot, resolve(dirname(join(outDir, file)), source)))
          .some((source) => source.startsWith('mocks/') || source.startsWith('node_modules/msw/'));
      });
    expect(offending).toEqual([]);
  });
});
