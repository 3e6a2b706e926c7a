import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Aria's `focus/FocusScope.mjs` holds the `FocusScope` component (focus containment and restoration for
 * overlays, about 4 KiB gzip) and `getFocusableTreeWalker`, a small function the radio group, the list boxes and the
 * grids call for arrow-key moves. A bundler never splits a module, so a page with a radio group and no overlay (the
 * card form, plan confirmation) loaded the whole focus scope for the walker.
 *
 * This build step moves the walker and the three helpers it calls into a module of their own. `FocusScope.mjs`
 * imports them from there under their old local names (one copy, still exported), and a React Aria module that
 * imports only the walker from `FocusScope.mjs` imports it from there too. It fails the build if `FocusScope.mjs` no
 * longer has the expected shape (a React Aria upgrade): then check whether the split is still needed
 * (focusWalkerModule.test.ts).
 */
export const walkerExport = 'getFocusableTreeWalker';
/** The helpers the walker calls, by the end of their local names. */
export const walkerHelpers = ['getRadiosInGroup', 'isTabbableRadio', 'isElementInScope'] as const;

const virtualPrefix = 'virtual:focus-walker:';
const focusScopeFile = /react-aria[\\/]dist[\\/]private[\\/]focus[\\/]FocusScope\.mjs$/;
const reactAriaPrivateModule = /react-aria[\\/]dist[\\/]private[\\/].+\.mjs$/;
const escape = (text: string) => text.replace(/[$.]/g, '\\$&');

/** The id of the walker's module, cut out of the `FocusScope.mjs` at `focusScopePath`. */
export const walkerModuleId = (focusScopePath: string) => `${virtualPrefix}${focusScopePath}`;

interface WalkerParts {
  /** The local names of the moved functions, the walker first. */
  locals: string[];
  /** The moved function declarations, as published. */
  declarations: string[];
}

/** A top-level `function name(...) {...}` declaration of the published code (it ends at a `}` in column 0). */
function declarationOf(code: string, local: string): string {
  const match = new RegExp(`^function ${escape(local)}\\(.*?^\\}$`, 'ms').exec(code);
  if (!match) throw new Error(`FocusScope.mjs: no top-level function ${local}`);
  return match[0];
}

function walkerParts(code: string): WalkerParts {
  const walker = new RegExp(`(\\$[\\w$]+) as ${walkerExport}\\b`).exec(code)?.[1];
  if (!walker) throw new Error(`FocusScope.mjs: no ${walkerExport} export`);
  const helpers = walkerHelpers.map((helper) => {
    const local = new RegExp(`^function (\\$[\\w$]+\\$var\\$${helper})\\(`, 'm').exec(code)?.[1];
    if (!local) throw new Error(`FocusScope.mjs: no helper ${helper}`);
    return local;
  });
  const locals = [walker, ...helpers];
  const declarations = locals.map((local) => declarationOf(code, local));
  // Everything the moved code calls must move with it or be imported: a module-private name left behind would break.
  const moved = declarations.join('\n');
  for (const name of new Set(moved.match(/\$[\w]+\$var\$\w+/g) ?? [])) {
    if (!locals.includes(name)) throw new Error(`FocusScope.mjs: the walker now calls ${name}`);
  }
  return { locals, declarations };
}

/** `FocusScope.mjs` importing the walker and its helpers instead of declaring them. */
export function importWalker(code: string, focusScopePath: string): string {
  const { locals, declarations } = walkerParts(code);
  let result = code;
  for (const declaration of declarations) result = result.replace(`${declaration}\n`, '');
  const [walker, ...helpers] = locals;
  return `import {${walkerExport} as ${walker}, ${helpers.join(', ')}} from "${walkerModuleId(focusScopePath)}";\n${result}`;
}

/** The walker's own module: the moved declarations with the imports they use, made absolute. */
export function walkerModule(code: string, focusScopePath: string): string {
  const { locals, declarations } = walkerParts(code);
  const moved = declarations.join('\n');
  const imports = [...code.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)].flatMap(([, names = '', from = '']) => {
    const used = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => moved.includes(name.split(' as ').at(-1) ?? name));
    return used.length ? [`import {${used.join(', ')}} from "${resolve(dirname(focusScopePath), from)}";`] : [];
  });
  const [walker, ...helpers] = locals;
  return [...imports, moved, `export {${walker} as ${walkerExport}, ${helpers.join(', ')}};`, ''].join('\n');
}

/** A React Aria module whose lone import of the walker from `FocusScope.mjs` is taken from the walker's module. */
export function importWalkerDirectly(code: string, modulePath: string): string {
  const loneImport = new RegExp(`^import \\{${walkerExport} as (\\$[\\w$]+)\\} from "(\\.[^"]*/focus/FocusScope\\.mjs)";$`, 'gm');
  return code.replace(
    loneImport,
    (_line, local: string, from: string) =>
      `import {${walkerExport} as ${local}} from "${walkerModuleId(resolve(dirname(modulePath), from))}";`,
  );
}

export function focusWalkerModule(): Plugin {
  return {
    name: 'account-console:focus-walker-module',
    // The dev server and Storybook pre-bundle React Aria whole, where the split saves nothing.
    apply: 'build',
    // Before other transforms (Babel reprints the code): the patterns are React Aria's published text.
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(virtualPrefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return null;
      const focusScopePath = id.slice(`\0${virtualPrefix}`.length);
      return walkerModule(readFileSync(focusScopePath, 'utf8'), focusScopePath);
    },
    transform: {
      // Not the walker's own module, whose id also ends in FocusScope.mjs.
      filter: { id: { include: reactAriaPrivateModule, exclude: /^\0/ } },
      handler(code, id) {
        const rewritten = focusScopeFile.test(id) ? importWalker(code, id) : importWalkerDirectly(code, id);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
