import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath, screenshotViewport } from './scripts/browser.ts';

/**
 * Two projects behind `npm test`:
 * - unit: plain Node tests (`*.test.ts`) for tokens, the API client, the mock world.
 * - storybook: every story as a test in headless Debian Chromium (play function, axe, screenshot).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['{tokens,design-system,console,mocks,scripts}/**/*.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          optimizeDeps: {
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react-aria-components',
              '@tanstack/react-query',
              '@tanstack/react-router',
              '@lingui/core',
              '@lingui/react',
              'msw',
              'msw/browser',
              'msw-storybook-addon',
              'ky',
              'zod',
              'js-cookie',
              'storybook/test',
            ],
          },
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
                contextOptions: { deviceScaleFactor: 1, reducedMotion: 'reduce' },
              }),
              viewport: screenshotViewport,
              instances: [{ browser: 'chromium' }],
              screenshotFailures: false,
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // threshold 0: a 1-unit colour change counts (0.1 missed one). Up to 16 pixels may differ:
                  // Chromium's anti-aliasing of rounded corners varies by a pixel or two between runs, while
                  // any real change (a token colour, a moved element) touches hundreds.
                  comparatorOptions: { threshold: 0, allowedMismatchedPixels: 16 },
                  // Baselines sit next to the stories they belong to, one PNG per story id.
                  resolveScreenshotPath: ({ arg, browserName, ext, root, testFileDirectory }) =>
                    `${root}/${testFileDirectory}/__screenshots__/${arg}-${browserName}${ext}`,
                  // Failed comparisons leave reference, actual and diff images here (gitignored).
                  resolveDiffPath: ({ arg, browserName, ext, root }) =>
                    `${root}/.vitest-attachments/screenshot-diffs/${arg}-${browserName}${ext}`,
                },
              },
            },
          },
        },
      ],
    },
  }),
);
