import type { QueryClient } from '@tanstack/react-query';
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
