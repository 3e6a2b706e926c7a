/**
 * Manual chunk groups for the production build (vite.config.ts). Rolldown's automatic chunking makes one
 * chunk per set of importing routes: with ~40 routes, a first load was 30 (sign-in) to 90 (dashboard) files,
 * each with its own import glue and gzip stream, and the preload helper appended a link per file in one long
 * task. Seven groups, first match wins (docs/decisions.md, "Chunk groups by route tier"):
 *
 * 1. `framework`: React, ReactDOM, TanStack Router and Lingui, which every route runs.
 * 2. `boot`: the entry's own modules (console/main.tsx and what it imports) with their dependencies.
 * 3. `signin-kit`: the sign-in page's modules that the signed-in layout or the API client use too (buttons, links,
 *    the spinner, icons, the sign-in fields' messages) with their dependencies (React Aria's press and focus code).
 *    Every page loads it.
 * 4. `signin-form`: the rest of the sign-in page that other routes reuse (the fields, their validation) with its
 *    dependencies: the signed-out pages and the console's forms load it, and so do the console's other pages, whose
 *    overlay triggers share React Stately's controlled-state hook with the fields. What only the sign-in route runs
 *    (the page itself, its checks and strings) stays in that route's chunk.
 * 5. `console-kit`: the signed-in layout's own modules (shell, its data, the API query factories) that no
 *    signed-out page uses. Without their dependencies: those are shared with signed-out pages, and pulling
 *    them in would make those pages load the shell.
 * 6. `console-pages`: the dashboard's own modules that other console pages use too (page states, cards, dates,
 *    money, status labels, their query factories), without dependencies: one file instead of a dozen small ones
 *    (each had its import glue and gzip stream; dashboard -3 KiB). The subscription queries stay out (see below).
 * 7. `query`: TanStack Query, which every page but sign-in loads (console/app/lazyQueryClient.ts); split by
 *    route set it cost the console pages 2 KiB of gzip overhead.
 *
 * Membership is decided from the module graph once it is built (`buildEnd`), before chunking. Only the
 * project's own modules are walked: a library's index re-exports everything it has, so walking into
 * node_modules would claim modules that tree-shaking drops; Rolldown adds the dependencies a group needs
 * (groups 2 and 3) from the tree-shaken graph.
 */
import type { Plugin } from 'vite';
import { routesDir } from './buildGraph.ts';

const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store)|@lingui[\\/](core|react))[\\/]/;

/** The route file split modules (`?tsr-split=component`, `loader`...) of `console/routes/<file>`. */
const routeFileModule = (file: string) => (id: string) => id.includes(`/${routesDir}${file}?`);
const isRouteSplit = (id: string) => id.includes(`/${routesDir}`) && id.includes('?tsr-split=');
const isSignInRoute = routeFileModule('$locale/signin.tsx');
const isConsoleLayoutRoute = routeFileModule('$locale/console.tsx');
const isApiClient = (id: string) => id.endsWith('/console/api/client.ts');
const isDashboardRoute = routeFileModule('$locale/console/dashboard.tsx');
const isConsoleRoute = (id: string) => id.includes(`/${routesDir}$locale/console`);
/**
 * The subscription query factories (0.9 KiB gzip): the dashboard and the plan, product and subscription pages use them,
 * the account, member, card and contact pages do not. In the group they cost those 0.5 KiB; in a chunk of their own
 * the others pay 0.27 for the extra file.
 */
const keptOutOfConsolePages = /[\\/]console[\\/]api[\\/]queries[\\/]subscription\.ts$/;

const isStyleModule = (id: string) => /\.s?css(\?|$)/.test(id);
/** The project's own source modules (not libraries, not virtual modules). */
const isOwnModule = (id: string) => id.startsWith('/') && !id.includes('/node_modules/');

export interface RouteChunkGroups {
  plugin: Plugin;
  groups: { name: string; test: RegExp | ((id: string) => boolean); priority: number; includeDependenciesRecursively?: boolean }[];
}

export function routeChunkGroups(): RouteChunkGroups {
  const boot = new Set<string>();
  const signIn = new Set<string>();
  const signInForm = new Set<string>();
  const consoleLayout = new Set<string>();
  const consolePages = new Set<string>();

  const plugin: Plugin = {
    name: 'account-console:route-chunk-groups',
    apply: 'build',
    buildStart() {
      boot.clear();
      signIn.clear();
      signInForm.clear();
      consoleLayout.clear();
      consolePages.clear();
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      /** Own modules statically reachable from `roots` (the roots themselves stay route chunks), minus `taken`. */
      const reachable = (roots: string[], taken: Set<string>[]): Set<string> => {
        const found = new Set<string>();
        const visited = new Set<string>();
        const stack = [...roots];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (visited.has(id) || !isOwnModule(id) || taken.some((set) => set.has(id))) continue;
          visited.add(id);
          if (!isRouteSplit(id)) found.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const entry = ids.filter((id) => id.endsWith('/console/main.tsx'));
      // The SSR build of the prerender step has another entry: no groups there.
      if (entry.length === 0) return;
      for (const id of reachable(entry, [])) boot.add(id);
      // What the signed-in pages run whatever the page: the layout, and the API client they all load (its error
      // catalogue shares the sign-in fields' messages).
      const layoutUses = reachable(ids.filter((id) => isConsoleLayoutRoute(id) || isApiClient(id)), [boot]);
      // The form's group holds what other routes reuse; what only the sign-in route runs (its page, its checks, its
      // strings) stays in that route's chunk, so the forms elsewhere do not download them. Its styles stay in the
      // group: a stylesheet of its own would be one more render-blocking request on the prerendered page (sign-in's
      // phone FCP 1.0 -> 1.8-2.0 s in Lighthouse's simulation).
      const otherRoutesUse = reachable(ids.filter((id) => isRouteSplit(id) && !isSignInRoute(id)), [boot]);
      for (const id of reachable(ids.filter(isSignInRoute), [boot])) {
        if (layoutUses.has(id)) signIn.add(id);
        else if (otherRoutesUse.has(id) || isStyleModule(id)) signInForm.add(id);
      }
      const signedOutRoutes = ids.filter((id) => isRouteSplit(id) && !isConsoleRoute(id) && !isSignInRoute(id));
      const signedOut = reachable(signedOutRoutes, [boot, signIn]);
      for (const id of reachable(ids.filter(isConsoleLayoutRoute), [boot, signIn, signInForm, signedOut])) consoleLayout.add(id);
      const taken = [boot, signIn, signInForm, signedOut, consoleLayout];
      const otherConsolePages = reachable(
        ids.filter((id) => isRouteSplit(id) && isConsoleRoute(id) && !isDashboardRoute(id) && !isConsoleLayoutRoute(id)),
        taken,
      );
      for (const id of reachable(ids.filter(isDashboardRoute), taken)) {
        if (otherConsolePages.has(id) && !keptOutOfConsolePages.test(id)) consolePages.add(id);
      }
    },
  };

  return {
    plugin,
    groups: [
      { name: 'framework', test: frameworkModules, priority: 5 },
      { name: 'boot', test: (id) => boot.has(id), priority: 4 },
      { name: 'signin-kit', test: (id) => signIn.has(id), priority: 3 },
      { name: 'signin-form', test: (id) => signInForm.has(id), priority: 2 },
      { name: 'console-kit', test: (id) => consoleLayout.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'console-pages', test: (id) => consolePages.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 0 },
    ],
  };
}
