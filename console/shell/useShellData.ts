import { useQuery } from '@tanstack/react-query';
import { regionApiQueryOptions } from '@console/api/queries/region';
import { isOrganizationSelected, profileQueryOptions } from '@console/api/queries/user';
import { organizationQueryOptions, organizationUserQueryOptions } from '@console/api/queries/organization';
import { useServices } from '@console/app/ServicesContext';

/**
 * What the shell needs before it can show anything, in the spec's order: region info, then the profile,
 * then the organisation and the user's role in it.
 */
export function useShellData() {
  const services = useServices();
  const region = useQuery(regionApiQueryOptions(services));
  const regionInfoLoaded = services.session.regionCode() === null || region.isSuccess;
  const profile = useQuery(profileQueryOptions(services, { regionInfoLoaded }));
  const organization = useQuery(organizationQueryOptions(services, { profile: profile.data }));
  const organizationUser = useQuery(organizationUserQueryOptions(services, { profile: profile.data }));
  const isDisabled =
    (profile.data !== undefined && !isOrganizationSelected(profile.data)) || organizationUser.data?.status === 'DISABLED';
  const queries = [region, profile, organization, organizationUser];
  const failed = isDisabled ? undefined : queries.find((query) => query.isError);
  return {
    profile: profile.data,
    organization: organization.data,
    organizationUser: organizationUser.data,
    isDisabled,
    isLoading: !failed && !isDisabled && (profile.isPending || organization.isPending || organizationUser.isPending),
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
