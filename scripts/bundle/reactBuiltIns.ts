import { fileURLToPath } from 'node:url';

/**
 * Lingui and TanStack Store import `useSyncExternalStore` through `use-sync-external-store/shim`, the backport for
 * React 17 and older. On React 19 the shim only hands over React's own hook, but its fallback implementation still
 * ships in the first load (0.3 KiB gzip). These aliases point the shim at React's hook and the selector helper at
 * its non-shim build, which calls React's hook directly.
 */
export const reactBuiltInAliases = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./useSyncExternalStore.ts', import.meta.url)),
  },
];
