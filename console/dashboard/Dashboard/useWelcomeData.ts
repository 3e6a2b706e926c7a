import { useQuery } from '@tanstack/react-query';
import { regionApiQueryOptions } from '@console/api/queries/region';
import { profileQueryOptions } from '@console/api/queries/user';
import { organizationQueryOptions } from '@console/api/queries/organization';
import { useServices } from '@console/app/ServicesContext';

/** Profile and organisation, in the order the spec requires (region info, then profile, then organisation). */
export function useWelcomeData() {
  const services = useServices();
  const region = useQuery(regionApiQueryOptions(services));
  const regionInfoLoaded = services.session.regionCode() === null || region.isSuccess;
  const profile = useQuery(profileQueryOptions(services, { regionInfoLoaded }));
  const organization = useQuery(organizationQueryOptions(services, { profile: profile.data }));
  const failed = [region, profile, organization].find((query) => query.isError);
  return {
    profile: profile.data,
    organization: organization.data,
    isLoading: !failed && (profile.isPending || organization.isPending),
    error: failed?.error ?? null,
    retry: () => {
      for (const query of [region, profile, organization]) if (query.isError) void query.refetch();
    },
  };
}
