import { use } from 'react';
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

export type CatalogModule = { messages: Messages };

/** The four compiled `.po` imports of one catalog, by locale. */
export type CatalogLoaders = Record<Locale, () => Promise<CatalogModule>>;

/** A promise React's `use` can read synchronously once it has settled. */
type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };

interface Registered {
  loaders: CatalogLoaders;
  ready: TrackedPromise;
  resolve: () => void;
}

/** Every catalog whose code has been imported, so a language change reloads them all. */
const registered: Registered[] = [];
/** The locale `activateLocale` is switching to, while it loads. */
let activating: Locale | null = null;

async function loadInto(locale: Locale, { loaders, resolve }: Registered): Promise<void> {
  try {
    i18n.load(locale, { ...(await loaders[locale]()).messages });
  } finally {
    // A catalog that failed to download must not hold the page forever: Lingui then shows the source text.
    resolve();
  }
}

/**
 * Called once by a page folder's (or the shell's) `catalog.ts` when its code is imported: the download starts
 * with the route's chunk. Before any locale is active it only registers; `activateLocale` then loads it with
 * the others. Returns the promise `useCatalogReady` waits on.
 */
export function registerCatalog(loaders: CatalogLoaders): Promise<void> {
  let resolve = () => {};
  const ready: TrackedPromise = new Promise<void>((done) => {
    resolve = done;
  });
  void ready.then(() => Object.assign(ready, { status: 'fulfilled', value: undefined }));
  const entry: Registered = { loaders, ready, resolve };
  registered.push(entry);
  const locale = activating ?? (i18n.locale as Locale | undefined);
  if (locale) void loadInto(locale, entry);
  return ready;
}

/**
 * Suspends the calling component until its folder's strings are in: only on the first visit to a page whose
 * catalog is still downloading (the router shows its pending state meanwhile); afterwards it returns at once.
 */
export function useCatalogReady(ready: Promise<void>): void {
  use(ready);
}

/** Loads every registered catalog for `locale` after `load` (activateLocale; nothing else should need it). */
export async function loadRegisteredCatalogs(locale: Locale, load: () => Promise<void>): Promise<void> {
  activating = locale;
  try {
    await load();
    await Promise.all(registered.map((entry) => loadInto(locale, entry)));
  } finally {
    activating = null;
  }
}
