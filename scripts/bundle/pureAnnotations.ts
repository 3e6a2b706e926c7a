import type { Plugin } from 'vite';

/**
 * react-aria-components builds each "loading more" collection item (MenuLoadingIndicator, ListBoxLoadMoreItem,
 * GridListLoadMoreItem, TableLoadMoreItem, TreeLoadMoreItem) with `createLeafComponent(...)` at module level
 * but, unlike its other components, without a `/*#__PURE__*\/` mark. The bundler must then keep that call and
 * everything it references, so importing any context from the menu's module (Dialog and Popover do) brought the whole
 * menu, selection and collection machinery into every page with a dialog, popover or drawer. Creating a
 * component has no side effects, so the mark is added here (build, dev server and Storybook alike).
 */
const unmarkedLeafComponent = /^(const \S+ = )(\(0, \$\w+\$createLeafComponent\)\()/gm;

/** The module's code with every module-level `createLeafComponent(...)` marked pure. */
export function markLeafComponentsPure(code: string): string {
  return code.replace(unmarkedLeafComponent, '$1/*#__PURE__*/ $2');
}

export function markPureLeafComponents(): Plugin {
  return {
    name: 'account-console:mark-pure-leaf-components',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-aria-components[\\/].*\.mjs$/, code: 'createLeafComponent' },
      handler: (code) => {
        const marked = markLeafComponentsPure(code);
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
