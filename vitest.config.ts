import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { locales, type Locale } from './console/i18n/locales.ts';
import { chromiumArgs, chromiumPath, screenshotViewport } from './scripts/browser.ts';
import { translatedEnglishSources } from './scripts/i18n/translatedSources.ts';
import { baselineDigest } from './scripts/test/baselineDigest.ts';
import { ProjectTimesReporter } from './scripts/test/projectTimesReporter.ts';

/**
 * How each interface language's run checks every story (README, "Reviewing a visual change"):
 * - `full` (ko, the default, and es, the longest text): play function, axe, text overflow, untranslated text and a
 *   screenshot compared with its baseline.
 * - `render` (en, ja): the story rendered with its data, then text overflow (Japanese line breaking, English labels)
 *   and, in ja, untranslated text; no play function and no axe, which the ko and es runs already give every story.
 */
export const storyPasses: Record<Locale, 'full' | 'render'> = { ko: 'full', es: 'full', en: 'render', ja: 'render' };

/** Locales whose run also compares screenshots: the full passes. */
export const screenshotLocales: readonly Locale[] = locales.filter((locale) => storyPasses[locale] === 'full');

/** Every story as a test in headless Debian Chromium under one interface language (`storybook-ko`...). */
function storybookProject(locale: Locale) {
  const storyPass = storyPasses[locale];
  return {
    extends: true,
    // `storyPass` reaches the preview as a global: its beforeEach stops a `render` pass after mounting the story.
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { locale, storyPass } })],
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react-aria-components',
        // Deep imports of the design system (Menu's trigger hooks, Popover's state): found late, they would be
        // optimised on their own with a second copy of React.
        'react-aria/mergeProps',
        'react-aria/useMenu',
        'react-stately/useMenuTriggerState',
        'react-stately/useOverlayTriggerState',
        '@tanstack/react-query',
        '@tanstack/react-router',
        '@lingui/core',
        '@lingui/react',
        'msw',
        'msw/browser',
        'msw-storybook-addon',
        'ky',
        'zod/mini',
        'js-cookie',
        'storybook/test',
      ],
    },
    test: {
      name: `storybook-${locale}`,
      // The setup file reads these through `inject` (types in .storybook/vitest.setup.ts).
      provide: {
        storyLocale: locale,
        storyPass,
        storyScreenshots: screenshotLocales.includes(locale),
        // English sources this language translates: shown as they are, they were rendered outside Lingui. A
        // design-system story's sample content (labels, rows) is English story args: there only the components' own
        // strings count.
        translatedSources: {
          console: locale === 'en' ? [] : translatedEnglishSources(locale),
          designSystem: locale === 'en' ? [] : translatedEnglishSources(locale, ['design-system']),
        },
      },
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // The story files of a project share one page: each file no longer loads the preview, React, React Aria and the
      // mock world again (the first story of a file took 2-3 s, the next ones 0.4 s). Every story still starts from
      // a fresh world, query client and render (.storybook/preview.tsx); the ko run passed whole this way, every
      // picture equal to its baseline (docs/performance.md).
      isolate: false,
      // A ceiling, not a speed target: the first story of a file on a cold Vite cache, on 2 busy cores, has
      // taken over 30 s (the page chunk, its catalog and the mock world compile on first use).
      testTimeout: 60_000,
      // On CI only, a failed story runs once more: a fresh-clone run on 2 busy cores has failed 2 of 5,426
      // tests at a wait's ceiling while the same commit passed locally (docs/decisions.md). Vitest reports
      // the retried tests, and a story that fails twice still fails the run.
      retry: process.env.CI ? 1 : 0,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
          contextOptions: { deviceScaleFactor: 1, reducedMotion: 'reduce' },
        }),
        viewport: screenshotViewport,
        instances: [{ browser: 'chromium' as const }],
        // The same-picture check reads a story's baseline after comparing it (.storybook/vitest.setup.ts).
        commands: { baselineDigest },
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // threshold 0: a 1-unit colour change counts (0.1 missed one). Up to 16 pixels may differ:
            // Chromium's anti-aliasing of rounded corners varies by a pixel or two between runs, while
            // any real change (a token colour, a moved element) touches hundreds.
            comparatorOptions: { threshold: 0, allowedMismatchedPixels: 16 },
            // Baselines sit next to the stories they belong to, one PNG per story id and locale.
            resolveScreenshotPath: ({ arg, browserName, ext, root, testFileDirectory }: ScreenshotPathParts) =>
              `${root}/${testFileDirectory}/__screenshots__/${arg}-${browserName}${ext}`,
            // Failed comparisons leave reference, actual and diff images here (gitignored).
            resolveDiffPath: ({ arg, browserName, ext, root }: ScreenshotPathParts) =>
              `${root}/.vitest-attachments/screenshot-diffs/${arg}-${browserName}${ext}`,
          },
        },
      },
    },
  };
}

interface ScreenshotPathParts {
  arg: string;
  browserName: string;
  ext: string;
  root: string;
  testFileDirectory: string;
}

/**
 * Projects behind `npm test`:
 * - unit: plain Node tests (`*.test.ts`) for tokens, the API contract and client, the mock world.
 * - e2e: the production build (built once) under the deployment headers, in Debian Chromium (e2e/harness.ts),
 *   and its byte budget (scripts/bundle/budget.e2e.ts).
 * - storybook-ko, -en, -ja, -es: every story in each interface language (see storybookProject).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Each project's summed file time and the run's wall time, printed at the end of `npm test`.
      reporters: ['default', new ProjectTimesReporter()],
      // Two at a time, in each pool: two story pages (one browser each) beside two Node workers for the unit and e2e
      // files. Vitest's default on 2 cores is one, and a story run with one page left a third of the CPU idle while
      // its play functions waited on timers; with two, the same 100 stories took 65 s instead of 96
      // (docs/performance.md).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['{tokens,design-system,contract,console,mocks,scripts}/**/*.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.ts', 'scripts/**/*.e2e.ts'],
            // One production build for all of them (the journeys, CSP checks and the byte budget).
            globalSetup: ['./e2e/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        ...locales.map(storybookProject),
      ],
    },
  }),
);
