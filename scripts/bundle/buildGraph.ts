/**
 * What a production build's manifest says a first visit to each route loads: the entry chunk with its
 * static imports and CSS, the locale's message catalogs, and the split chunks of every route file on the
 * way from the root to the leaf, and the query client that the root route loads for every page that does not
 * opt out (console/app/lazyQueryClient.ts). Shared by the byte budget (measure.ts) and the prerender step, which
 * links a page's CSS and preloads its chunks (scripts/prerender/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  /** The chunk's name (`framework`, `dashboard`, `CalendarPopover`): files are named by their hash alone (vite.config.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BuildGraph {
  manifest: Manifest;
  /** Route files that no other route file sits under (`console/routes/$locale/signin.tsx`). */
  leaves: string[];
  /** The route files from the root to `leaf`, shortest first. */
  chainOf(leaf: string): string[];
  /** The entry chunk's files: itself, its static imports and their CSS. */
  entryFiles(): Set<string>;
  /** The catalogs `activateLocale` loads before any route renders (console/i18n/activate.ts). */
  catalogFiles(locale: string): Set<string>;
  /** Everything a first visit to `leaf` in `locale` loads (entry, catalogs, the route chunks and the page catalogs they await). */
  firstLoadFiles(leaf: string, locale: string): Set<string>;
  /** Each script's chunk name, and each style sheet's as its chunk's name + `.css` (`assets/Bk9ly-0.js` -> `dashboard`). */
  chunkNames: Map<string, string>;
}

export const routesDir = 'console/routes/';

/** The module the root route imports for every page whose route does not declare `withoutQueryClient`. */
const queryClientModule = 'console/app/queryClient.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Whether a route file declares `staticData: { withoutQueryClient: true }` (console/app/routerContext.ts). */
function declaresWithoutQueryClient(routeFile: string): boolean {
  return /withoutQueryClient:\s*true/.test(readFileSync(join(projectRoot, routeFile), 'utf8'));
}

/**
 * `console/routes/$locale/console/dashboard.tsx` -> `/ko/console/dashboard`; a trailing `_` (a route not
 * nested in its parent's layout, `signin_/2fa.tsx`) is not part of the URL.
 */
export function routeFileToPath(file: string, locale: string): string {
  const segments = file
    .slice(routesDir.length)
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => segment !== 'index' && segment !== '__root')
    .map((segment) => (segment === '$locale' ? locale : segment.replace(/_$/, '')));
  return `/${segments.join('/')}`;
}

export function readBuildGraph(distDir: string): BuildGraph {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`vite build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  /**
   * Files a chunk pulls in statically (itself, its static imports, their CSS), plus the locale's catalogs
   * it loads before rendering (a folder's `catalog.ts` awaits them at the top level).
   */
  const closure = (key: string, locale: string, seen: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, locale, seen);
    for (const imported of chunk.dynamicImports ?? []) {
      if (imported.endsWith(`locales/${locale}/messages.po`)) closure(imported, locale, seen);
    }
    return seen;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest: was the build run with build.manifest?');
  const entryFiles = () => closure(entryKey, '-', new Set());
  const catalogFiles = (locale: string) => {
    const keys = [`design-system/locales/${locale}/messages.po`, `console/locales/${locale}/messages.po`];
    for (const key of keys) if (!manifest[key]) throw new Error(`No ${key} in the manifest`);
    return keys.reduce((files, key) => closure(key, locale, files), new Set<string>());
  };

  // Split chunks by route file (`file.tsx?tsr-split=component` etc.).
  const chunksByRouteFile = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const file = (chunk.src ?? key).split('?')[0] ?? '';
    if (!file.startsWith(routesDir) || !chunk.isDynamicEntry) continue;
    chunksByRouteFile.set(file, [...(chunksByRouteFile.get(file) ?? []), key]);
  }
  const routeFiles = [...chunksByRouteFile.keys()];
  const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');
  const leaves = routeFiles.filter(
    (file) => !routeFiles.some((other) => other !== file && other.startsWith(`${withoutExtension(file)}/`)),
  );
  const chainOf = (leaf: string) =>
    routeFiles
      .filter((file) => file === leaf || leaf.startsWith(`${withoutExtension(file)}/`))
      .sort((a, b) => a.length - b.length);

  const chunkNames = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.name) continue;
    chunkNames.set(chunk.file, chunk.name);
    for (const css of chunk.css ?? []) if (!chunkNames.has(css)) chunkNames.set(css, `${chunk.name}.css`);
  }

  return {
    manifest,
    chunkNames,
    leaves,
    chainOf,
    entryFiles,
    catalogFiles,
    firstLoadFiles: (leaf, locale) => {
      const files = new Set([...entryFiles(), ...catalogFiles(locale)]);
      const chain = chainOf(leaf);
      for (const file of chain) for (const key of chunksByRouteFile.get(file) ?? []) closure(key, locale, files);
      if (!chain.some(declaresWithoutQueryClient)) {
        if (!manifest[queryClientModule]) throw new Error(`No ${queryClientModule} in the manifest`);
        closure(queryClientModule, locale, files);
      }
      return files;
    },
  };
}
