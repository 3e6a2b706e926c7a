import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { essentialComponents } from '@ds/i18n/essentials';
import { entersAnotherFoldersComponent, folderOf, importsOf, sourceFiles, textOf } from '@console/testing/staticImports';

/**
 * The design system's strings are in two catalogs (design-system/i18n/essentials.ts): the essential one loads on
 * every route, the components catalog with the pages that show those components. A console folder whose code
 * reaches a component with strings in the components catalog must wait for it in its `useCatalog`, or its first
 * render could show message ids; an essential component must not reach one. This scans the static imports.
 */
const essential = new Set<string>(essentialComponents);

/** A design-system file outside the essential set that shows strings (uses a Lingui macro). */
function showsComponentCatalogStrings(file: string): boolean {
  const component = /^design-system\/([^/]+)\//.exec(file)?.[1];
  return component !== undefined && component !== 'i18n' && !essential.has(component) && /from '@lingui\//.test(textOf(file));
}

/**
 * The component-catalog files `file` reaches through static imports, from `origin`'s folder: not through routes
 * (which hold pages) nor another folder's components (which wait themselves), nor, with `stopAtFolders`, into any
 * page or shell folder.
 */
function componentCatalogFilesReached(file: string, origin: string, stopAtFolders = false, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const own = showsComponentCatalogStrings(file) ? [file] : [];
  return [
    ...own,
    ...importsOf(file)
      .filter((dep) => !dep.startsWith('console/routes/'))
      .filter((dep) => !entersAnotherFoldersComponent(origin, dep))
      .filter((dep) => !stopAtFolders || folderOf(dep) === undefined)
      .flatMap((dep) => componentCatalogFilesReached(dep, origin, stopAtFolders, seen)),
  ];
}

describe('the design system components catalog', () => {
  const consoleFiles = sourceFiles('console');
  const folders = [
    ...new Set(consoleFiles.filter((file) => /^console\/(pages|shell)\//.test(file)).map((file) => file.split('/').slice(0, 3).join('/'))),
  ];
  const showing = folders.filter((folder) =>
    consoleFiles.some((file) => file.startsWith(`${folder}/`) && componentCatalogFilesReached(file, file).length > 0),
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
    expect(outside.filter((file) => componentCatalogFilesReached(file, file, true).length > 0)).toEqual([]);
  });

  it.each([...essential])('essential component %s shows no string of the components catalog', (component) => {
    const files = sourceFiles(join('design-system', component));
    expect(files.flatMap((file) => componentCatalogFilesReached(file, file))).toEqual([]);
  });
});
