import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/**
 * Folders with a catalog of their own in the registry (lingui.config.ts): every product domain and the shell.
 * (The core catalog loads on every route; the dev-only mock panel loads its catalog by itself.)
 */
const catalogFolders = readdirSync(join(root, 'console'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'console', entry.name, 'catalog.ts')))
  .map((entry) => join(root, 'console', entry.name));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['locales', '__screenshots__', 'node_modules'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Either quote style: a file in double quotes must not slip through the check.
const usesMacro = (text: string) => /from ['"]@lingui\/(react|core)\/macro['"]/.test(text);

describe('per-domain catalogs', () => {
  it('every file that uses a Lingui macro loads its folder catalog, and its exported components wait for it', () => {
    const missing: string[] = [];
    for (const folder of catalogFolders) {
      const catalog = join(folder, 'catalog.ts');
      for (const file of sourceFiles(folder)) {
        const text = readFileSync(file, 'utf8');
        if (!usesMacro(text)) continue;
        let specifier = relative(dirname(file), catalog).replace(/\.ts$/, '');
        if (!specifier.startsWith('.')) specifier = `./${specifier}`;
        const imported = ["'", '"'].some(
          (quote) => text.includes(`import ${quote}${specifier}${quote};`) || text.includes(`import { useCatalog } from ${quote}${specifier}${quote};`),
        );
        if (!existsSync(catalog) || !imported) missing.push(relative(root, file));
        // An exported component may be the first of its folder to render: it waits for the strings.
        // The body's first line: after the parameters' closing `)` (a destructured or typed signature may span lines).
        for (const match of text.matchAll(/^export function ([A-Z]\w*)\([^]*?\)[^\n{]*\{\n(.*)\n/gm)) {
          if (!match[2]?.includes('useCatalog();')) missing.push(`${relative(root, file)} (${match[1]} does not call useCatalog)`);
        }
      }
    }
    expect(catalogFolders.map((folder) => relative(root, folder)).sort()).toEqual(
      ['account', 'auth', 'billing', 'contact', 'dashboard', 'members', 'plans', 'products', 'shell'].map((name) => `console/${name}`),
    );
    expect(missing, "import the domain's catalog; exported components call useCatalog() first (console/i18n/catalogs.ts)").toEqual([]);
  });

});
