import { i18n, type Messages } from '@lingui/core';

type CatalogModule = { messages: Messages };

/**
 * The Foundations pages' strings, a catalog of their own: only Storybook shows these pages, so the design system's
 * catalog (loaded by every console page) leaves them out. Their stories load it before rendering.
 */
const catalogs: Record<string, () => Promise<CatalogModule>> = {
  ko: () => import('./locales/ko/messages.po'),
  en: () => import('./locales/en/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

/** A Storybook loader: adds the strings of the active language (the preview has activated it). */
export async function loadFoundationsMessages(): Promise<Record<string, never>> {
  const load = catalogs[i18n.locale];
  if (!load) throw new Error(`No Foundations catalog for locale "${i18n.locale}"`);
  i18n.load(i18n.locale, (await load()).messages);
  return {};
}
