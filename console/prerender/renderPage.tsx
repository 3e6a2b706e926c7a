import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { ConsoleApp } from '@console/app/ConsoleApp';
import { createQueryClient } from '@console/app/queryClient';
import { loadedQueryClient } from '@console/app/lazyQueryClient';
import { createAppRouter } from '@console/app/router';
import { createAppServices } from '@console/app/services';
import { documentTitle, screenPath } from '@console/app/documentTitle';
import { createToaster } from '@console/app/toasts';
import { createMemoryCookieJar, createMemoryStore, createSession } from '@console/session';

/** What the build writes for one prerendered page. */
export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The path the router settled on (a redirect would make it differ from the one asked for). */
  pathname: string;
  /** The document language the page's `{locale}` route chose. */
  lang: string;
  /** The document title, in that language (the client keeps it after hydrating). */
  title: string;
}

/**
 * Renders one signed-out page at build time (server entry of the prerender step, see
 * scripts/prerender/). A visitor without a session, no storage, no cookies: what a first visit sees
 * before any script runs. Pages that need data are not prerendered.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = loadedQueryClient(createQueryClient());
  const toaster = createToaster();
  const services = createAppServices({
    queryClient,
    toast: (record) => toaster.push(record),
    navigate: () => undefined,
    session: createSession({ storage: createMemoryStore(), cookies: createMemoryCookieJar(), hostname: 'localhost' }),
    origin: 'http://localhost',
  });
  const router = createAppRouter(
    { queryClient, services, auth: { isSignedIn: () => false } },
    { history: createMemoryHistory({ initialEntries: [path] }), prerender: true },
  );
  await router.load();
  const html = renderToString(<ConsoleApp queryClient={queryClient} services={services} toaster={toaster} router={router} />);
  const locale = router.state.matches.find((match) => match.routeId === '/$locale')?.params;
  return {
    html,
    pathname: router.state.location.pathname,
    lang: locale && 'locale' in locale ? String(locale.locale) : 'en',
    title: documentTitle(i18n, screenPath(router.state.matches)),
  };
}
