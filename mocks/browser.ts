/**
 * The mock world in the browser (dev server). `startMockWorker()` registers the service worker
 * (`<BASE_URL>mockServiceWorker.js`, so a sub-path deployment works) and seeds the world from the URL:
 * `?scenario=paymentFailedInGrace+fiveCards`, `?now=2026-12-05T09:00:00Z`, `?failure=status500:members.invite`.
 * Latency 150-400 ms unless `latency` says otherwise.
 */
import { setupWorker } from 'msw/browser';
import { allHandlers, handlers } from './handlers';
import { parseFailures } from './scenarios/failures';
import type { FailureRule } from './scenarios/failureTypes';
import { worldSetup, type ScenarioInput } from './scenarios/registry';
import type { World } from './world/db';
import { resetWorld, setLatency } from './world/current';

export interface StartOptions {
  scenario?: ScenarioInput;
  now?: string;
  failures?: FailureRule[];
  /** ms range (default 150-400); 0 for none. */
  latency?: { min: number; max: number } | number;
  /** The worker script; default: next to the app's base (`<BASE_URL>mockServiceWorker.js`). */
  workerUrl?: string;
}

/**
 * Relative to the app's base, not to the page: `./mockServiceWorker.js` would resolve against a deep route
 * (`/en/signin` -> `/en/mockServiceWorker.js`, a 404). With a relative Vite `base` ('./') there is no better
 * anchor than the page, so it stays relative.
 */
export function defaultWorkerUrl(base: string = import.meta.env.BASE_URL ?? '/'): string {
  return base.startsWith('.') ? `./mockServiceWorker.js` : `${base.endsWith('/') ? base : `${base}/`}mockServiceWorker.js`;
}

/** Only API calls are reported when unhandled (Vite module requests and assets are not). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/v2/') || pathname.startsWith('/crm/');
}

/** The `environment` cookie the provider's sign-in sets (the console's environment banner reads it). */
export function applyEnvironmentCookie(world: World): void {
  if (typeof document === 'undefined') return;
  document.cookie = `environment=${world.data.environment}; path=/; SameSite=Lax`;
}

/** Options from the page URL (`?scenario=`, `?now=`, `?failure=`). */
export function optionsFromUrl(search: string = typeof location === 'undefined' ? '' : location.search): StartOptions {
  const params = new URLSearchParams(search);
  const options: StartOptions = {};
  const scenario = params.get('scenario');
  const now = params.get('now');
  // A literal "+" in a query string reads as a space: both separate composed scenarios.
  if (scenario) options.scenario = scenario.trim().replace(/\s+/g, '+');
  if (now) options.now = now;
  const failures = parseFailures(params.get('failure'));
  if (failures.length) options.failures = failures;
  return options;
}

let worker: ReturnType<typeof setupWorker> | null = null;

export async function startMockWorker(options: StartOptions = {}): Promise<World> {
  const fromUrl = optionsFromUrl();
  let world: World;
  try {
    world = resetWorld(
      worldSetup({
        scenario: options.scenario ?? fromUrl.scenario,
        now: options.now ?? fromUrl.now,
        failures: options.failures ?? fromUrl.failures,
      }),
    );
  } catch (error) {
    console.warn('[mocks] Unknown scenario in the URL; using the default.', error);
    world = resetWorld(worldSetup());
  }
  setLatency(options.latency ?? { min: 150, max: 400 });
  applyEnvironmentCookie(world);
  if (!worker) {
    worker = setupWorker(...allHandlers(handlers));
    await worker.start({
      serviceWorker: { url: options.workerUrl ?? defaultWorkerUrl() },
      quiet: true,
      onUnhandledFrame({ frame, defaults }) {
        const data = frame.data as { request?: Request } | undefined;
        const url = data?.request ? new URL(data.request.url) : null;
        if (url && isApiPath(url.pathname)) defaults.warn();
      },
    });
  }
  return world;
}
