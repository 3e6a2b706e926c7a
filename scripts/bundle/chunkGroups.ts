/**
 * Manual chunk groups for the production build (vite.config.ts). Rolldown's automatic chunking makes one
 * chunk per set of importing routes: with ~40 routes, React, the router and Lingui ended up spread over a
 * dozen small chunks (the router's link, useMatch, useParams... each a file), each with its own import glue
 * and gzip stream. Every route runs all of them, so they form one `framework` chunk: 4 KiB gzip less on
 * every route's first load (docs/performance.md).
 *
 * Grouping further (the sign-in form kit, the console shell) was measured and left out: it saves bytes on
 * some routes and adds them on others, and a group that leaves its dependencies to other chunks
 * (`includeDependenciesRecursively: false`) broke module execution order.
 */
export const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store)|@lingui[\\/](core|react))[\\/]/;

export const chunkGroups = [{ name: 'framework', test: frameworkModules }];
