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
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/browser.ts';
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
   * `design-system/Select/SelectControl.tsx` -> `['/assets/CELnJTt.js']`: files are named by their hash alone.
   */
  builtFiles: (source: string) => string[];
  close: () => Promise<void>;
}

/**
 * `mockApi: true` also starts `npm run mock-api`'s server on a free port and proxies /v2 and /crm to it,
 * so the unmodified build talks to the mock world over real HTTP, same-origin.
 */
export async function startApp(options: { mockApi?: boolean } = {}): Promise<App> {
  const outDir = inject('productionBuildDir');
  const mockApi = options.mockApi ? await startMockApi(0) : null;
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    build: { outDir },
    preview: { port: 4300, strictPort: false, open: false, proxy: apiProxy(mockApi?.url) },
  });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('The preview server reported no local URL');
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

  const { manifest } = readBuildGraph(outDir);

  return {
    url: (path) => new URL(path, base).toString(),
    mockApi,
    builtFiles: (source) => {
      const chunk = manifest[source];
      if (!chunk) throw new Error(`${source} is not a chunk of the build`);
      return [chunk.file, ...(chunk.css ?? [])].map((file) => `/${file}`);
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
      await browser.close();
      await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
      await mockApi?.close();
    },
  };
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
    close: () => started().close(),
  };
}
