import type { QueryContext } from '@console/api/queries/context';
import type { prefetchShellData } from '@console/shell/prefetchShellData';
import { sendEarly } from '@console/api/earlyAnswers';
import { regionLookupPath } from '@contract/regionLookup';
import { credentialHeaders } from '@console/api/headers';
import { isLocale } from '@console/i18n/locales';
import type { LazyQueryClient } from './lazyQueryClient';

/** The signed-in layout's route (console/routes/$locale/console.tsx). */
const consoleLayoutRouteId = '/$locale/console';

interface ShellDataModule {
  prefetchShellData: typeof prefetchShellData;
}

interface RouteMatchLike {
  routeId: string;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Starts the shell's data chain (region info, profile, organisation: spec section 7) at start-up on a console page
 * opened with a session in this tab, beside the catalogs and the route code. The layout's loader starts the same
 * chain, but only once the catalogs are in and the router loads; the queries are shared, so nothing is asked twice.
 * The path's language goes on the calls that send a `lang` header, as the `$locale` route will set it. The chain's
 * first call, the region lookup, is sent at once, while the API client's chunk downloads (console/api/earlyAnswers.ts).
 * Returns the chain's promise when it started (it never rejects), for tests.
 */
export function startShellData(
  matches: readonly RouteMatchLike[],
  services: QueryContext,
  queryClient: LazyQueryClient,
  load: () => Promise<ShellDataModule> = () => import('@console/shell/prefetchShellData'),
  send: typeof sendEarly = sendEarly,
): Promise<void> | undefined {
  const layout = matches.find((match) => match.routeId === consoleLayoutRouteId);
  const credentials = services.session.read();
  if (!layout || credentials === null) return undefined;
  const regionCode = services.session.regionCode();
  if (regionCode !== null) send(regionLookupPath(regionCode), credentialHeaders(credentials));
  const { locale } = layout.params;
  if (isLocale(locale)) services.api.setLanguage(locale);
  return Promise.all([load(), queryClient.load()])
    .then(([{ prefetchShellData }, client]) => prefetchShellData(services, client))
    // A failed chunk download: the layout's loader tries again when the router loads.
    .catch(() => undefined);
}
