import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { essentialComponents } from '@ds/i18n/essentials';

/**
 * The design system's strings are in two catalogs (design-system/i18n/essentials.ts): the essential one loads on
 * every route, the components catalog with the pages that show those components. A console folder whose code
 * reaches a component with strings in the components catalog must wait for it in its `useCatalog`, or its first
 * render could show message ids; an essential component must not reach one. This scans the static imports.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const essential = new Set<string>(essentialComponents);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@console/')) base = join('console', specifier.slice('@console/'.length));
  else if (specifier.startsWith('@ds/')) base = join('design-system', specifier.slice('@ds/'.length));
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
    (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
  );
}

const texts = new Map<string, string>();
const textOf = (file: string) => texts.get(file) ?? texts.set(file, readFileSync(join(root, file), 'utf8')).get(file) ?? '';

/** Static value imports and re-exports (type-only ones load nothing): a component folder's index re-exports it. */
function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const match of textOf(file).matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
    const resolved = match[1] ? resolveImport(file, match[1]) : undefined;
    if (resolved) found.push(relative('.', resolved));
  }
  return found;
}

/** A design-system file outside the essential set that shows strings (uses a Lingui macro). */
function showsComponentCatalogStrings(file: string): boolean {
  const component = /^design-system\/([^/]+)\//.exec(file)?.[1];
  return component !== undefined && component !== 'i18n' && !essential.has(component) && /from '@lingui\//.test(textOf(file));
}

/**
 * The component-catalog files `file` reaches through static imports, not through routes (which hold pages) nor,
 * with `stopAtFolders`, through the page and shell folders (which wait themselves).
 */
function componentCatalogFilesReached(file: string, stopAtFolders = false, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const own = showsComponentCatalogStrings(file) ? [file] : [];
  return [
    ...own,
    ...importsOf(file)
      .filter((dep) => !dep.startsWith('console/routes/'))
      .filter((dep) => !stopAtFolders || !/^console\/(pages|shell)\//.test(dep))
      .flatMap((dep) => componentCatalogFilesReached(dep, stopAtFolders, seen)),
  ];
}

describe('the design system components catalog', () => {
  const consoleFiles = sourceFiles('console');
  const folders = [
    ...new Set(consoleFiles.filter((file) => /^console\/(pages|shell)\//.test(file)).map((file) => file.split('/').slice(0, 3).join('/'))),
  ];
  const showing = folders.filter((folder) =>
    consoleFiles.some((file) => file.startsWith(`${folder}/`) && componentCatalogFilesReached(file).length > 0),
  );

  it('finds the folders that show its strings, and leaves the shell and the dashboard out', () => {
    expect(showing).toEqual(expect.arrayContaining(['console/pages/Members', 'console/pages/ActivityLog']));
    expect(showing).not.toContain('console/pages/Dashboard');
    expect(showing).not.toContain('console/pages/PageState');
    expect(showing).not.toContain('console/shell');
  });

  it.each(showing)('%s waits for it in useCatalog', (folder) => {
    expect(textOf(join(folder, 'catalog.ts'))).toMatch(/useDesignSystemCatalog\(\);/);
  });

  it('is not shown by the console outside page folders (app, routes, session), which could not wait for it', () => {
    const outside = consoleFiles.filter((file) => !/^console\/(pages|shell)\//.test(file));
    expect(outside.filter((file) => componentCatalogFilesReached(file, true).length > 0)).toEqual([]);
  });

  it.each([...essential])('essential component %s shows no string of the components catalog', (component) => {
    const files = sourceFiles(join('design-system', component));
    expect(files.flatMap((file) => componentCatalogFilesReached(file))).toEqual([]);
  });
});
