import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { securityHeaders } from './scripts/securityHeaders.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Path aliases shared by the app, Storybook and Vitest (mirrors tsconfig `paths`). */
export const alias = {
  '@tokens': fromRoot('./tokens'),
  '@ds': fromRoot('./design-system'),
  '@console': fromRoot('./console'),
  '@mocks': fromRoot('./mocks'),
};

/**
 * The MSW worker script lives in public/ for the dev server and Storybook; a production build
 * without the mock world (VITE_MOCKS unset) must not ship it (scripts/bundle/budget.test.ts checks).
 */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'account-console:drop-mock-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => {
      if (process.env.VITE_MOCKS !== 'on') rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

// An object, not a callback: vitest.config.ts merges it (see docs/decisions.md).
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './console/routes',
      generatedRouteTree: './console/routeTree.gen.ts',
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // Missing translations fail `npm run i18n:check` (in `npm test` and before `build`), not the dev server.
    lingui({ failOnCompileError: true }),
    dropMockWorker(),
  ],
  resolve: { alias },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  server: { port: 5173, strictPort: false },
  // `vite preview` serves the production build as deployed: with the locked-down header set
  // (strict CSP and companions; docs/deploy.md). API origins come from CONSOLE_API_ORIGINS.
  preview: { port: 4173, headers: securityHeaders() },
  // The manifest feeds scripts/bench-bundle.ts (bytes per route).
  build: { sourcemap: true, reportCompressedSize: false, manifest: true },
});
