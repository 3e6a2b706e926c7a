/**
 * End-to-end harness: the production build (mocks off) served by `vite preview` with the
 * locked-down header set, driven by Debian Chromium through the `playwright` library (never a
 * downloaded browser). Suites in `e2e/*.e2e.ts` run in the Vitest project `e2e` (part of `npm test`).
 *
 *   const app = await startApp();          // preview server on the shared build (e2e/globalSetup.ts)
 *   const page = await app.newPage();      // collects CSP violations and page errors
 *   await page.goto(app.url('/ko/signin'));
 *   ...
 *   await app.close();
 *
 * The journeys run in three engines through the engine-neutral driver (e2e/driver.ts): `app.open('chromium' |
 * 'firefox' | 'webkit')` gives a `Tab` on Chromium (Playwright), Firefox ESR (puppeteer-core, WebDriver BiDi) or
 * WebKitGTK (WebKitWebDriver under Xvfb), each browser started on first use. Suites on Chromium-only APIs (CSP
 * reports and request routing through Playwright, layout-shift entries, the prerender checks) use `newPage()`.
 */
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../scripts/browser.ts';
import { Tab, type Engine, type EngineTab, type OpenOptions } from './driver.ts';
import { chromiumTab } from './engines/chromium.ts';
import { firefoxTab, launchFirefox } from './engines/firefox.ts';
import { WebKit } from './engines/webkit.ts';
import { startMockApi, type MockApi } from '../scripts/mock-api.ts';
import { apiProxy } from '../vite.config.ts';
import { readBuildGraph } from '../scripts/bundle/buildGraph.ts';

export interface AppPage {
  page: Page;
  /** CSP violations reported by the page (securitypolicyviolation events and console reports). */
  cspViolations: string[];
  /** Uncaught errors and console errors. */
  errors: string[];
}

export interface App {
  url: (path: string) => string;
  /** The mock API behind the preview server's proxy, when started with `{ mockApi: true }`. */
  mockApi: MockApi | null;
  /**
   * A fresh browser context; `locale` is the browser's language (default ko-KR); `javaScriptEnabled: false`
   * shows what a page is before any script runs.
   */
  newPage: (options?: { locale?: string; javaScriptEnabled?: boolean; viewport?: { width: number; height: number } }) => Promise<AppPage>;
  /**
   * The URL paths of the chunk built from `source` and of its style sheets, e.g.
   * `design-system/DatePicker/CalendarPopover.tsx` -> `['/assets/CELnJTt.js']`: files are named by their hash alone.
   */
  builtFiles: (source: string) => string[];
  /** A fresh tab (own cookies and storage) in one engine, through the engine-neutral driver. */
  open: (engine: Engine, options?: OpenOptions) => Promise<Tab>;
  /**
   * Holds back, at the server, the download of the chunk built from `source` (in every engine alike): `requested`
   * tells whether a page has asked for it, `release` lets it (and later requests) through.
   */
  holdBack: (source: string) => { requested: () => boolean; release: () => void };
  /** Closes the tabs `open` gave that are still open (a failed test's); startAppForFile runs it after each test. */
  closeOpenTabs: () => Promise<void>;
  close: () => Promise<void>;
}

interface Hold {
  requested: boolean;
  released: Promise<void>;
  release: () => void;
}

/**
 * `mockApi: true` also starts `npm run mock-api`'s server on a free port and proxies /v2 and /crm to it,
 * so the unmodified build talks to the mock world over real HTTP, same-origin.
 */
export async function startApp(options: { mockApi?: boolean } = {}): Promise<App> {
  const outDir = inject('productionBuildDir');
  const mockApi = options.mockApi ? await startMockApi(0) : null;
  const holds = new Map<string, Hold>();
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    build: { outDir },
    plugins: [
      {
        name: 'e2e-hold-back',
        configurePreviewServer(previewServer) {
          previewServer.middlewares.use((request, _response, next) => {
            const hold = holds.get(new URL(request.url ?? '/', 'http://e2e').pathname);
            if (!hold) return next();
            hold.requested = true;
            void hold.released.then(() => next());
          });
        },
      },
    ],
    preview: { port: 4300, strictPort: false, open: false, proxy: apiProxy(mockApi?.url) },
  });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('The preview server reported no local URL');
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const firefoxes = new Map<string, Promise<PuppeteerBrowser>>();
  const openTabs = new Set<EngineTab>();
  const webkit = new WebKit();

  const { manifest } = readBuildGraph(outDir);

  const builtFiles = (source: string) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`${source} is not a chunk of the build`);
    return [chunk.file, ...(chunk.css ?? [])].map((file) => `/${file}`);
  };

  const app: App = {
    url: (path) => new URL(path, base).toString(),
    mockApi,
    builtFiles,
    open: async (engine, { locale = 'ko-KR' } = {}) => {
      let engineTab: EngineTab;
      if (engine === 'chromium') engineTab = chromiumTab(await app.newPage({ locale }));
      else if (engine === 'webkit') engineTab = await webkit.newTab(locale);
      else {
        let firefox = firefoxes.get(locale);
        if (!firefox) {
          firefox = launchFirefox(locale);
          firefoxes.set(locale, firefox);
        }
        engineTab = await firefoxTab(await firefox);
      }
      const close = engineTab.close;
      const tracked: EngineTab = {
        ...engineTab,
        close: async () => {
          openTabs.delete(tracked);
          await close();
        },
      };
      openTabs.add(tracked);
      return new Tab(engine, tracked);
    },
    closeOpenTabs: async () => {
      for (const tab of [...openTabs]) await tab.close().catch(() => {});
    },
    holdBack: (source) => {
      const [file] = builtFiles(source);
      if (!file) throw new Error(`${source} has no built file`);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold: Hold = { requested: false, released, release };
      holds.set(file, hold);
      return {
        requested: () => hold.requested,
        release: () => {
          holds.delete(file);
          release();
        },
      };
    },
    newPage: async ({ locale = 'ko-KR', javaScriptEnabled = true, viewport } = {}) => {
      const context = await browser.newContext({ locale, javaScriptEnabled, ...(viewport ? { viewport } : {}) });
      const page = await context.newPage();
      const result: AppPage = { page, cspViolations: [], errors: [] };
      await page.exposeFunction('__reportCspViolation', (text: string) => result.cspViolations.push(text));
      // Runs through the DevTools protocol, not as an inline script, so CSP does not apply to it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy/i.test(text)) result.cspViolations.push(text);
        else if (message.type() === 'error') result.errors.push(text);
      });
      page.on('pageerror', (error) => result.errors.push(error.message));
      return result;
    },
    close: async () => {
      for (const hold of holds.values()) hold.release();
      await app.closeOpenTabs();
      await browser.close();
      for (const firefox of firefoxes.values()) await (await firefox).close();
      await webkit.close();
      await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
      await mockApi?.close();
    },
  };
  return app;
}

/**
 * The app for one test file: started before the file's tests on the project's build (e2e/globalSetup.ts)
 * and closed after them. Use the returned app inside tests only.
 */
export function startAppForFile(options: { mockApi?: boolean; timeout?: number } = {}): App {
  let app: App | undefined;
  beforeAll(async () => {
    app = await startApp({ ...(options.mockApi ? { mockApi: true } : {}) });
  }, options.timeout ?? 120_000);
  afterEach(async () => {
    await app?.closeOpenTabs();
  });
  afterAll(async () => {
    await app?.close();
  });
  const started = () => {
    if (!app) throw new Error('the app is used before beforeAll started it');
    return app;
  };
  return {
    url: (path) => started().url(path),
    get mockApi() {
      return started().mockApi;
    },
    newPage: (pageOptions) => started().newPage(pageOptions),
    builtFiles: (source) => started().builtFiles(source),
    open: (engine, openOptions) => started().open(engine, openOptions),
    holdBack: (source) => started().holdBack(source),
    closeOpenTabs: () => started().closeOpenTabs(),
    close: () => started().close(),
  };
}
