import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { QueryContext } from '@console/api/queries/context';
import { organizationQueryOptions, organizationUserQueryOptions } from '@console/api/queries/organization';
import { regionApiQueryOptions } from '@console/api/queries/region';
import { isOrganizationSelected, profileQueryOptions } from '@console/api/queries/user';

/**
 * Starts the shell's chain (region info, then the profile, then the organisation and the user's role in it, side
 * by side: spec section 7's order)
 * from the route loader, so it runs while the shell's code downloads instead of after the first render.
 * Failures are left to the shell's queries, which show them with a retry.
 */
export async function prefetchShellData(services: QueryContext, queryClient: QueryClient): Promise<void> {
  try {
    if (services.session.regionCode() !== null) await queryClient.ensureQueryData(regionApiQueryOptions(services));
    const profile = await queryClient.ensureQueryData(profileQueryOptions(services, { regionInfoLoaded: true }));
    if (isOrganizationSelected(profile)) {
      await Promise.all([
        queryClient.ensureQueryData(organizationQueryOptions(services, { profile })),
        queryClient.ensureQueryData(organizationUserQueryOptions(services, { profile })),
      ]);
    }
  } catch {
    // The shell's own queries report the error (with a retry); a prefetch never throws into the router.
  }
}

/**
 * A page's first query, started from its route loader once the shell's chain has the organisation (its calls carry
 * the organisation's id): on a link's hover or a menu's opening (the router preloads on intent), so the page meets
 * its data already asked for. Not awaited by the loaders: the page shows its own loading state and errors.
 */
export async function prefetchPageData<TData, TKey extends QueryKey>(
  services: QueryContext,
  queryClient: QueryClient,
  page: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  await prefetchShellData(services, queryClient);
  try {
    await queryClient.ensureQueryData(page);
  } catch {
    // The page's own query reports the error, with a retry.
  }
}
