import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { securityHeaders } from './scripts/securityHeaders.ts';
import { prerenderPages } from './scripts/prerender/plugin.ts';
import { routeChunkGroups } from './scripts/bundle/chunkGroups.ts';
import { interfaceFontSubset } from './scripts/fonts/interfaceSubset.ts';
import { compactFontRanges, optionalFontDisplay } from './scripts/fonts/plugin.ts';
import { markPureLeafComponents } from './scripts/bundle/pureAnnotations.ts';
import { shortClassNamesInBuild } from './scripts/bundle/scopedClassNames.ts';
import { reactBuiltInAliases } from './scripts/bundle/reactBuiltIns.ts';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { localeTags } from './console/i18n/locales.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Path aliases shared by the app, Storybook and Vitest (mirrors tsconfig `paths`). */
export const alias = {
  '@tokens': fromRoot('./tokens'),
  '@ds': fromRoot('./design-system'),
  '@contract': fromRoot('./contract'),
  '@console': fromRoot('./console'),
  '@mocks': fromRoot('./mocks'),
};

/**
 * The MSW worker script lives in public/ for the dev server and Storybook; a production build
 * without the mock world (VITE_MOCKS unset) must not ship it (scripts/bundle/budget.e2e.ts checks).
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

/**
 * Same-origin API paths forwarded to `target` by `vite preview` (none without a target). The Host
 * header is kept (changeOrigin false) and the scheme goes along as X-Forwarded-Proto (xfwd), so answers that
 * name hosts (the region lookup) name the console's origin, as behind a deployment's reverse proxy.
 */
export function apiProxy(target: string | undefined): Record<string, { target: string; changeOrigin: boolean; xfwd: boolean }> {
  if (!target) return {};
  const route = { target, changeOrigin: false, xfwd: true };
  return { '/v2': route, '/crm': route };
}

/** `vite preview` over HTTPS (HTTP/2) with the key and certificate in `folder`; plain HTTP without one. */
export function previewTls(folder: string | undefined): { key: string; cert: string } | undefined {
  return folder ? { key: join(folder, 'key.pem'), cert: join(folder, 'cert.pem') } : undefined;
}

const routeChunks = routeChunkGroups();

// An object, not a callback: vitest.config.ts merges it (see docs/decisions.md).
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunk too: they prefetch with the API layer's query factories, which must stay
      // out of the entry (the signed-out pages load the API only on first use).
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './console/routes',
      generatedRouteTree: './console/routeTree.gen.ts',
    }),
    // React Aria ships its own strings (calendar, date field, table, toast...) in 35 languages; keep the four the
    // console speaks. A locale outside them falls back to English, as React Aria does for any missing one.
    optimizeLocales.vite({ locales: Object.values(localeTags) }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // Missing translations fail `npm run i18n:check` (in `npm test` and before `build`), not the dev server.
    lingui({ failOnCompileError: true }),
    compactFontRanges(),
    // Before optionalFontDisplay, which turns the added face's `swap` into `optional` with the others.
    interfaceFontSubset(),
    optionalFontDisplay(),
    markPureLeafComponents(),
    shortClassNamesInBuild(),
    dropMockWorker(),
    prerenderPages(),
    routeChunks.plugin,
  ],
  resolve: { alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...reactBuiltInAliases] },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  server: { port: 5173, strictPort: false },
  // `vite preview` serves the production build as deployed: with the locked-down header set
  // (strict CSP and companions; docs/deploy.md). API origins come from CONSOLE_API_ORIGINS.
  // CONSOLE_API_PROXY (e.g. the mock API, `npm run mock-api`) answers /v2 and /crm same-origin, as a
  // deployment's reverse proxy would (docs/deploy.md).
  // CONSOLE_PREVIEW_TLS (a folder with key.pem and cert.pem) serves HTTPS with HTTP/2, as a host should (docs/deploy.md);
  // the Lighthouse bench uses it.
  preview: { port: 4173, headers: securityHeaders(), proxy: apiProxy(process.env.CONSOLE_API_PROXY), https: previewTls(process.env.CONSOLE_PREVIEW_TLS) },
  // The manifest feeds the prerender step (each page's chunks linked), the e2e harness and the bundle report's chunk names.
  build: {
    sourcemap: true,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Scripts and style sheets are named by their hash alone: every chunk's imports, the pages' preload links
        // and the lazy chunks' preload map spell each file's name, and a chunk's name added 10-20 bytes to
        // each of them (-2 to -4 KiB a route). The manifest keeps each file's chunk name, and the
        // bundle report shows it (docs/decisions.md). Seven hash characters (42 bits) are plenty for a few
        // hundred files. Fonts keep their names: few, linked once, and read in the network panel.
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash:7][extname]' : 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: routeChunks.groups,
        },
      },
    },
  },
});
