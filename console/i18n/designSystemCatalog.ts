import { componentCatalogLoaders } from '@ds/i18n/componentCatalog';
import { registerCatalog, useCatalogReady } from './catalogs';

/**
 * The design system's components catalog (the strings of the components outside its essential set: form
 * controls, tables, date pickers, status labels...), registered once. The essential catalog loads with the core on
 * every route; this one with the first page that shows one of those components, whose folder waits for it in its
 * `useCatalog` (`designSystemCatalog.test.ts` finds the folders).
 */
export const designSystemCatalogReady = registerCatalog(componentCatalogLoaders);

/** Suspends the calling component until the design system's components catalog is in (only while it downloads). */
export function useDesignSystemCatalog(): void {
  useCatalogReady(designSystemCatalogReady);
}
