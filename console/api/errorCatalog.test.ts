import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The error catalogue's strings load with the API client and with the pages that show them (./errorCatalog.ts).
 * A page folder whose code reaches `errorMessages` or `contextMessages` must wait for them in its `useCatalog`,
 * or its first render could show message ids: this scans the static imports of console/ to check every folder.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogueFiles = new Set(['console/api/errorMessages.ts', 'console/api/contextMessages.ts']);

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
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
    (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
  );
}

/** Static value imports (type-only imports load nothing). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
    const resolved = match[1] ? resolveImport(file, match[1]) : undefined;
    if (resolved) found.push(relative('.', resolved));
  }
  return found;
}

describe('the error catalogue catalog', () => {
  const files = sourceFiles('console');
  const reaches = new Map<string, boolean>();
  const reachesCatalogue = (file: string, seen = new Set<string>()): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (catalogueFiles.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    // The API client and the routes load the catalogue their own way (client.ts awaits it; routes hold pages).
    const result = importsOf(file)
      .filter((dep) => dep !== 'console/api/client.ts' && !dep.startsWith('console/routes/'))
      .some((dep) => reachesCatalogue(dep, seen));
    reaches.set(file, result);
    return result;
  };

  const folders = [...new Set(files.filter((file) => /^console\/(pages|shell)\//.test(file)).map((file) => file.split('/').slice(0, 3).join('/')))];
  const showing = folders.filter((folder) => files.some((file) => file.startsWith(`${folder}/`) && reachesCatalogue(file)));

  it('finds the folders that show its messages', () => {
    expect(showing).toEqual(expect.arrayContaining(['console/pages/Security', 'console/pages/Members']));
    expect(showing).not.toContain('console/pages/Dashboard');
    expect(showing).not.toContain('console/shell');
  });

  it.each(showing)('%s waits for its strings in useCatalog', (folder) => {
    expect(readFileSync(join(root, folder, 'catalog.ts'), 'utf8')).toMatch(/useErrorCatalog\(\);/);
  });
});
