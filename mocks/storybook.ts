/**
 * Storybook wiring (the lead adds it in `.storybook/preview.tsx`):
 *
 *   import { worldLoader, storybookScenarioNames, mockHandlers } from '@mocks/storybook';
 *   loaders: [worldLoader, mswLoader()],            // world first: reset BEFORE the story renders
 *   parameters: { msw: { handlers: mockHandlers } },
 *   globalTypes: a `scenario` toolbar listing storybookScenarioNames (.storybook/globals.ts),
 *
 * Per story: `parameters.world = { scenario: 'paymentFailedInGrace', now: '2026-12-06T09:00:00Z',
 * failures: [failure('status500', ['members.invite'])] }`. The toolbar's `scenario` global applies when the
 * story names none; `default` leaves the baseline.
 */
import { handlers } from './handlers';
import { applyEnvironmentCookie, isApiPath } from './browser';
import type { FailureRule } from './scenarios/failureTypes';
import { scenarioNames } from './scenarios/definitions';
import { worldSetup, type ScenarioInput } from './scenarios/registry';
import { resetWorld, setLatency } from './world/current';
import type { World } from './world/db';
import type { Language } from './world/types';

export interface WorldParameters {
  scenario?: ScenarioInput;
  now?: string;
  failures?: FailureRule[];
}

interface LoaderContext {
  parameters: { world?: WorldParameters };
  globals: Record<string, unknown>;
}

const storyLanguages: Record<string, Language> = { ko: 'KOREAN', en: 'ENGLISH', ja: 'JAPANESE', es: 'SPANISH' };

/** The scenario names for the toolbar. */
export const storybookScenarioNames: string[] = ['default', ...scenarioNames];


/** Resets the mock world before each story (no latency in Storybook). Returns `{ world }` to the story. */
export async function worldLoader(context: LoaderContext): Promise<{ world: World }> {
  const params = context.parameters.world ?? {};
  const global = typeof context.globals.scenario === 'string' && context.globals.scenario !== 'default' ? context.globals.scenario : undefined;
  setLatency(0);
  const world = resetWorld(worldSetup({ scenario: params.scenario ?? global, now: params.now, failures: params.failures ?? [] }));
  // A reviewer reads a page in the toolbar's language: the people of the world speak it too, or the
  // console would switch the address to their saved language (spec section 2) and show Korean.
  const language = storyLanguages[String(context.globals.locale)];
  if (language) for (const user of world.data.users) user.language = language;
  applyEnvironmentCookie(world);
  return { world };
}

/** The grouped handlers for `parameters.msw.handlers`. */
export const mockHandlers = handlers;

/**
 * The Storybook MSW worker, as msw-storybook-addon starts it, but reporting only unhandled API calls: the
 * addon's own filter lets Vite's catalog imports (`*.po?import`) through, which flooded every test log.
 */
export async function startStoryWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const data = frame.data as { request?: Request } | undefined;
      const url = data?.request ? new URL(data.request.url) : null;
      if (url && isApiPath(url.pathname)) defaults.warn();
    },
  });
  return worker;
}

export { failure } from './scenarios/failures';
export { compose } from './scenarios/registry';
