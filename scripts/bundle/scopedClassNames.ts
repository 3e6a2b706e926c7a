import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A CSS module class name for the production build: `_` and five characters of a hash of the file and the local
 * name (`_P2iWF`), instead of the readable default (`_skipLink_1yosa_10`). Class names appear in the CSS, in
 * the JS that maps them and in the prerendered HTML; the short form takes 0.2-0.7 KiB gzip off every route.
 * The dev server and Storybook (served or built: some play functions find parts by class) keep the readable
 * names. Deterministic, so the prerendered HTML and the hydrating
 * script agree; a collision (two classes, one name) fails the build rather than styling the wrong element.
 */
export function createScopedClassName(root: string, hashLength = 5): (local: string, file: string) => string {
  const owners = new Map<string, string>();
  return (local, file) => {
    const owner = `${relative(root, file.split('?')[0] ?? file)}:${local}`;
    // The leading underscore keeps a name that starts with a digit or '-' a valid class selector.
    const name = `_${createHash('sha1').update(owner).digest('base64url').slice(0, hashLength)}`;
    const previous = owners.get(name);
    if (previous !== undefined && previous !== owner) {
      throw new Error(`CSS module class name ${name} for both ${previous} and ${owner}; lengthen the hash`);
    }
    owners.set(name, owner);
    return name;
  };
}

export const shortClassNamesPluginName = 'account-console:short-class-names-in-build';

export function shortClassNamesInBuild(): Plugin {
  return {
    name: shortClassNamesPluginName,
    config: (config, { command }) =>
      command === 'build'
        ? { css: { modules: { generateScopedName: createScopedClassName(config.root ?? process.cwd()) } } }
        : undefined,
  };
}
