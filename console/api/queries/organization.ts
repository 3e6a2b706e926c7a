import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../endpoints';
import type { OwnershipTransferRequest, OwnershipTransferResponse, UserProfileResponse } from '../schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';
import { isOrganizationSelected } from './user';

/** GET /v2/organization (header lang): its id becomes the organizationId header. */
export function organizationQueryOptions(ctx: QueryContext, options: { profile: UserProfileResponse | undefined }) {
  return queryOptions({
    queryKey: queryKeys.organization,
    queryFn: async ({ signal }) => {
      const data = await ctx.api.send(endpoints.organization.get, { signal });
      ctx.api.setOrganizationId(data.id);
      return data;
    },
    enabled: isOrganizationSelected(options.profile),
  });
}

/** GET /v2/organization/user: refetched on mount and focus; when an organisation is selected and the profile loaded. */
export function organizationUserQueryOptions(ctx: QueryContext, options: { profile: UserProfileResponse | undefined }) {
  return queryOptions({
    queryKey: queryKeys.organizationUser,
    queryFn: ({ signal }) => ctx.api.send(endpoints.organization.user, { signal }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    enabled: isOrganizationSelected(options.profile),
  });
}

/** GET /v2/organization/product-list (header lang): always refetched, only with an organisation. */
export function productListQueryOptions(ctx: QueryContext, options: { organizationId: string | undefined }) {
  return queryOptions({
    queryKey: queryKeys.productList(ctx.language()),
    queryFn: ({ signal }) => ctx.api.send(endpoints.organization.productList, { signal }),
    staleTime: 0,
    enabled: Boolean(options.organizationId),
  });
}

export function ownershipTransferMutationOptions(ctx: QueryContext) {
  return apiMutation<OwnershipTransferRequest, OwnershipTransferResponse>(ctx, {
    mutationKey: ['organization', 'owner'],
    mutationFn: (body) => ctx.api.send(endpoints.organization.transferOwnership, { json: body }),
    invalidate: [queryKeys.organizationUser, queryKeys.members],
  });
}
