import type { Plugin } from 'vite';

/**
 * react-aria-components' `Dialog.mjs` imports two contexts from modules that also hold whole components:
 * `RootMenuTriggerStateContext` from `Menu.mjs` (to close a submenu's dialog) and `PopoverContext` from `Popover.mjs`
 * (to know whether it sits in a popover). A bundler never splits a module, and both components are kept for the pages
 * that use them (the shell's menus, the selects), so every page with a modal dialog also loaded the menu, React Aria's
 * collection and selection code, the popover and its positioning code: about 25 KiB on a page without a list.
 *
 * Likewise `DatePicker.mjs` imports the calendar contexts from `Calendar.mjs`, so a date field loaded the calendar
 * (its state, grid and cell code) even where the calendar loads on the picker's first opening (design-system/DatePicker).
 *
 * This build step gives each of those contexts a module of its own. The component's module imports it from there
 * under its old local name (and still exports it), and a React Aria module that imports only that context from the
 * component's module imports it from there too: one object still, so a submenu finds its trigger's state and a
 * dialog its popover. It fails the build if a component's module no longer has the expected shape (a React Aria
 * upgrade): then check whether the split is still needed (racContextModules.test.ts).
 */
export const sharedContexts = [
  { module: 'Menu.mjs', name: 'RootMenuTriggerStateContext', importedBy: 'Dialog.mjs' },
  { module: 'Popover.mjs', name: 'PopoverContext', importedBy: 'Dialog.mjs' },
  { module: 'Calendar.mjs', name: 'CalendarContext', importedBy: 'DatePicker.mjs' },
  { module: 'Calendar.mjs', name: 'RangeCalendarContext', importedBy: 'DatePicker.mjs' },
] as const;

const virtualPrefix = 'virtual:rac-context/';
const racPrivateModule = /react-aria-components[\\/]dist[\\/]private[\\/]([\w-]+\.mjs)$/;
const escape = (text: string) => text.replace(/[$.]/g, '\\$&');

/** The id of the module that creates the context `name`. */
export const contextModuleId = (name: string) => `${virtualPrefix}${name}`;

/** The component's module (`file`) with its shared contexts imported instead of created there. */
export function importOwnContext(file: string, code: string): string {
  let result = code;
  for (const shared of sharedContexts.filter((context) => context.module === file)) {
    const local = new RegExp(`(\\$[\\w$]+) as ${shared.name}\\b`).exec(result)?.[1];
    if (!local) throw new Error(`${file}: no ${shared.name} export`);
    const definition = new RegExp(`^const ${escape(local)} = /\\*#__PURE__\\*/ \\(0, \\$[\\w$]+\\$createContext\\)\\(null\\);$`, 'm');
    if (!definition.test(result)) throw new Error(`${file}: ${shared.name} is not a plain createContext(null)`);
    result = result.replace(definition, `import {${shared.name} as ${local}} from "${contextModuleId(shared.name)}";`);
  }
  return result;
}

/**
 * A React Aria module whose imports from a component's module are only shared contexts: each taken from the
 * context's own module instead (one import line per context).
 */
export function importSharedContexts(code: string): string {
  let result = code;
  for (const module of new Set(sharedContexts.map((context) => context.module))) {
    const shared = new Set<string>(sharedContexts.filter((context) => context.module === module).map((context) => context.name));
    const importLine = new RegExp(`^import \\{([^}]*)\\} from "\\./${escape(module)}";$`, 'gm');
    result = result.replace(importLine, (line, names: string) => {
      const specifiers = names.split(',').map((specifier) => specifier.trim());
      const parsed = specifiers.map((specifier) => /^(\w+) as (\$[\w$]+)$/.exec(specifier));
      if (!parsed.every((match) => match && shared.has(match[1] ?? ''))) return line;
      return parsed.map((match) => `import {${match?.[1]} as ${match?.[2]}} from "${contextModuleId(match?.[1] ?? '')}";`).join('\n');
    });
  }
  return result;
}

export function racContextModules(): Plugin {
  return {
    name: 'account-console:rac-context-modules',
    // The dev server and Storybook pre-bundle React Aria whole, where the split saves nothing.
    apply: 'build',
    // Before other transforms (Babel reprints the code): the patterns are React Aria's published text.
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(virtualPrefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return null;
      const name = id.slice(`\0${virtualPrefix}`.length);
      return `import { createContext } from 'react';\nexport const ${name} = /*#__PURE__*/ createContext(null);\n`;
    },
    transform: {
      filter: { id: racPrivateModule },
      handler(code, id) {
        const file = racPrivateModule.exec(id)?.[1] ?? '';
        const rewritten = importSharedContexts(importOwnContext(file, code));
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
