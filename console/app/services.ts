import { i18n } from '@lingui/core';
import { createLazyApiClient } from './lazyApiClient';
import type { LazyQueryClient } from './lazyQueryClient';
import type { Navigate, ToastSink } from '@console/api/errors';
import type { QueryContext } from '@console/api/queries/context';
import { createSession, type Session } from '@console/session';
import { isLocale, defaultLocale } from '@console/i18n/locales';

export interface AppServicesOptions {
  /** The query cache; created on first need (./lazyQueryClient.ts). */
  queryClient: LazyQueryClient;
  /** Where the API layer sends toasts (the toast region subscribes to it). */
  toast: ToastSink;
  /** Hard navigation for the error catalogue's "go to /" (a full reload clears all client state). */
  navigate?: Navigate;
  /** Session storage; stories pass a fresh memory store. */
  session?: Session;
  /** Origin of same-origin calls; defaults to the page's (tests outside a browser pass one). */
  origin?: string;
}

/** Builds what the query factories need: session, API client, navigation, active language. */
export function createAppServices({ queryClient, toast, navigate, session, origin }: AppServicesOptions): QueryContext {
  const appSession = session ?? createSession({ storage: window.sessionStorage, hostname: window.location.hostname });
  const hardNavigate: Navigate =
    navigate ?? ((to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)));
  // Loaded on the first request: nothing of the API layer is in the start-up bundle.
  const api = createLazyApiClient({
    session: appSession,
    navigate: hardNavigate,
    toast,
    onSessionCleared: () => queryClient.current()?.clear(),
    ...(origin ? { origin } : {}),
  });
  const language = () => (isLocale(i18n.locale) ? i18n.locale : defaultLocale);
  // Calls that send a `lang` header use the active interface language, from the first call on.
  api.setLanguage(language());
  i18n.on('change', () => api.setLanguage(language()));
  return {
    api,
    session: appSession,
    // The factories that touch the cache run on pages that have it: the root route loads it first.
    get queryClient() {
      const client = queryClient.current();
      if (!client) throw new Error('The query client is used before it was loaded (see console/app/lazyQueryClient.ts)');
      return client;
    },
    navigate: hardNavigate,
    language,
  };
}
