import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The static import graph of the repository's own source, read as text, for tests that check what a folder's code
 * reaches (which catalogs a page folder must wait for). Paths are relative to the repository root.
 */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const texts = new Map<string, string>();

/** A file's text (cached). */
export function textOf(file: string): string {
  const known = texts.get(file);
  if (known !== undefined) return known;
  const text = readFileSync(join(repositoryRoot, file), 'utf8');
  texts.set(file, text);
  return text;
}

/** The TypeScript sources under `dir`, without tests, stories and catalogs. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(repositoryRoot, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(repositoryRoot, path)).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
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
    (candidate) => existsSync(join(repositoryRoot, candidate)) && statSync(join(repositoryRoot, candidate)).isFile(),
  );
}

/** The own files `file` imports or re-exports by value (type-only ones load nothing). */
export function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const match of textOf(file).matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
    const resolved = match[1] ? resolveImport(file, match[1]) : undefined;
    if (resolved) found.push(relative('.', resolved));
  }
  return found;
}

/** The page folder (or the shell) a console file belongs to: `console/pages/Members`, `console/shell`. */
export function folderOf(file: string): string | undefined {
  return /^console\/(?:pages\/[^/]+|shell)(?=\/)/.exec(file)?.[0];
}

/**
 * Whether an import from `origin`'s folder enters another folder's component (a `.tsx` file or the folder's
 * index): each folder's components wait for their own catalogs in `useCatalog`, so a scan of what `origin` shows
 * stops there. Another folder's plain modules (`.ts`) are followed: their strings show in the importer's components.
 */
export function entersAnotherFoldersComponent(origin: string, dependency: string): boolean {
  const folder = folderOf(dependency);
  if (folder === undefined || folder === folderOf(origin)) return false;
  return dependency.endsWith('.tsx') || dependency === `${folder}/index.ts`;
}
