import type { Plugin } from 'vite';

/**
 * react-aria-components' Dialog.mjs imports one context from Menu.mjs (`RootMenuTriggerStateContext`, to close a
 * submenu's dialog). The bundler never splits a module, and Menu.mjs also holds the menu itself (kept because the
 * console's shell uses it), so that one import made every page with a dialog, popover, select, combo box or date
 * picker (they reach Dialog.mjs for `OverlayTriggerStateContext`) load the menu and, through it, React Aria's
 * collection and selection code, unused on most of them.
 *
 * This build step gives the context a module of its own that both files import, so it stays one object (a submenu
 * still finds its trigger's state) and Dialog.mjs no longer reaches Menu.mjs. It fails the build if either file no
 * longer has the expected shape (a React Aria upgrade): then check whether the split is still needed.
 */
const contextModuleId = 'virtual:rac-root-menu-trigger-state-context';
const resolvedContextModuleId = `\0${contextModuleId}`;
const menuModule = /react-aria-components[\\/]dist[\\/]private[\\/]Menu\.mjs$/;
const dialogModule = /react-aria-components[\\/]dist[\\/]private[\\/]Dialog\.mjs$/;

/** Menu.mjs with its `RootMenuTriggerStateContext` imported from the shared module instead of created there. */
export function importMenuContext(code: string): string {
  const local = /(\$[\w$]+) as RootMenuTriggerStateContext\b/.exec(code)?.[1];
  if (!local) throw new Error('Menu.mjs: no RootMenuTriggerStateContext export');
  const definition = new RegExp(`^const ${local.replace(/\$/g, '\\$')} = /\\*#__PURE__\\*/ \\(0, \\$[\\w$]+\\$createContext\\)\\(null\\);$`, 'm');
  if (!definition.test(code)) throw new Error('Menu.mjs: RootMenuTriggerStateContext is not a plain createContext(null)');
  return code.replace(definition, `import {RootMenuTriggerStateContext as ${local}} from "${contextModuleId}";`);
}

/** Dialog.mjs with the context imported from the shared module instead of Menu.mjs. */
export function importDialogContext(code: string): string {
  const menuImport = /^(import \{RootMenuTriggerStateContext as \$[\w$]+\} from )"\.\/Menu\.mjs";$/m;
  if (!menuImport.test(code)) throw new Error('Dialog.mjs: no lone RootMenuTriggerStateContext import from Menu.mjs');
  return code.replace(menuImport, `$1"${contextModuleId}";`);
}

export function menuContextModule(): Plugin {
  return {
    name: 'account-console:menu-context-module',
    // The dev server and Storybook pre-bundle React Aria whole, where the split saves nothing.
    apply: 'build',
    // Before other transforms (Babel reprints the code): the patterns below are React Aria's published text.
    enforce: 'pre',
    resolveId: (id) => (id === contextModuleId ? resolvedContextModuleId : null),
    load: (id) =>
      id === resolvedContextModuleId
        ? `import { createContext } from 'react';\nexport const RootMenuTriggerStateContext = /*#__PURE__*/ createContext(null);\n`
        : null,
    transform: {
      filter: { id: [menuModule, dialogModule] },
      handler: (code, id) => ({ code: menuModule.test(id) ? importMenuContext(code) : importDialogContext(code), map: null }),
    },
  };
}
