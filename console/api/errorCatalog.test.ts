import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entersAnotherFoldersComponent, folderOf, importsOf, sourceFiles, textOf } from '@console/testing/staticImports';

/**
 * The error catalogue's strings load with the API client and with the pages that show them (./errorCatalog.ts).
 * A page folder whose code reaches `errorMessages` or `contextMessages` must wait for them in its `useCatalog`,
 * or its first render could show message ids: this scans the static imports of console/ to check every folder.
 */
const catalogueFiles = new Set(['console/api/errorMessages.ts', 'console/api/contextMessages.ts']);

describe('the error catalogue catalog', () => {
  const files = sourceFiles('console');
  const reaches = new Map<string, boolean>();
  /** Whether `file`, imported from `origin`'s folder, brings the catalogue's messages to that folder's screens. */
  const reachesCatalogue = (file: string, origin: string, seen = new Set<string>()): boolean => {
    const key = `${folderOf(origin) ?? ''}|${file}`;
    const known = reaches.get(key);
    if (known !== undefined) return known;
    if (catalogueFiles.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    // The API client and the routes load the catalogue their own way (client.ts awaits it; routes hold pages);
    // another folder's components wait for it themselves.
    const result = importsOf(file)
      .filter((dep) => dep !== 'console/api/client.ts' && !dep.startsWith('console/routes/'))
      .filter((dep) => !entersAnotherFoldersComponent(origin, dep))
      .some((dep) => reachesCatalogue(dep, origin, seen));
    reaches.set(key, result);
    return result;
  };

  const folders = [...new Set(files.filter((file) => /^console\/(pages|shell)\//.test(file)).map((file) => file.split('/').slice(0, 3).join('/')))];
  const showing = folders.filter((folder) => files.some((file) => file.startsWith(`${folder}/`) && reachesCatalogue(file, file)));

  it('finds the folders that show its messages', () => {
    expect(showing).toEqual(expect.arrayContaining(['console/pages/Security', 'console/pages/MemberInvite']));
    expect(showing).not.toContain('console/pages/Dashboard');
    expect(showing).not.toContain('console/shell');
  });

  it.each(showing)('%s waits for its strings in useCatalog', (folder) => {
    expect(textOf(join(folder, 'catalog.ts'))).toMatch(/useErrorCatalog\(\);/);
  });

  // The catalogue is 2.5 KiB of a page's first load: a folder that shows none of its messages does not wait for it.
  const notShowing = folders.filter((folder) => folder.startsWith('console/pages/') && !showing.includes(folder));
  it.each(notShowing)('%s does not load its strings', (folder) => {
    expect(textOf(join(folder, 'catalog.ts')) ?? '').not.toMatch(/useErrorCatalog\(\);/);
  });
});
