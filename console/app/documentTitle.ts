import { useEffect } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRouterState, type AnyRouteMatch } from '@tanstack/react-router';
import { productName } from '@tokens/brand';

/**
 * The message id of a screen's title in console/app/screens/registry.ts: `title:` and the route's path. The titles
 * are in the core catalog, loaded with every page; looking one up by path needs no table of routes in the bundle.
 */
export function screenTitleId(path: string): string {
  return `title:${path}`;
}

/**
 * The registry's path of the screen the router shows: `*` when nothing matched (the router marks the match that shows
 * its not-found page) or a route threw not-found, else the leaf route's full path.
 */
export function screenPath(matches: readonly Pick<AnyRouteMatch, 'fullPath' | 'status' | '_notFound'>[]): string {
  if (matches.some((match) => match.status === 'notFound' || match._notFound === true)) return '*';
  // Index routes end in a slash in the router (`/$locale/console/member/`); the registry writes them without.
  return String(matches.at(-1)?.fullPath ?? '*').replace(/(.)\/$/, '$1');
}

/** "<screen title> · STCLab Console" in the active language; the product name alone for a path without a title. */
export function documentTitle(i18n: I18n, path: string): string {
  const id = screenTitleId(path);
  return id in i18n.messages ? `${i18n._(id)} · ${productName}` : productName;
}

/** Keeps `document.title` on the screen the router shows, in the page's language. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const path = useRouterState({ select: (state) => screenPath(state.matches) });
  const title = documentTitle(i18n, path);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
