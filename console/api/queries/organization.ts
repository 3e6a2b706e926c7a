import { queryOptions } from '@tanstack/react-query';
import type { OwnershipTransferRequest, OwnershipTransferResponse, ProductCode, UserProfileResponse } from '@contract/schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';
import { isOrganizationSelected } from './user';

/** GET /v2/organization (header lang): its id becomes the organizationId header. */
export function organizationQueryOptions(ctx: QueryContext, options: { profile: UserProfileResponse | undefined }) {
  return queryOptions({
    queryKey: queryKeys.organization,
    queryFn: async ({ signal }) => {
      const data = await ctx.api.send((e) => e.organization.get, { signal });
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
    queryFn: ({ signal }) => ctx.api.send((e) => e.organization.user, { signal }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    enabled: isOrganizationSelected(options.profile),
  });
}

/** GET /v2/organization/product-list (header lang): always refetched, only with an organisation. */
export function productListQueryOptions(ctx: QueryContext, options: { organizationId: string | undefined }) {
  return queryOptions({
    queryKey: queryKeys.productList(ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.organization.productList, { signal }),
    staleTime: 0,
    enabled: Boolean(options.organizationId),
  });
}

export function ownershipTransferMutationOptions(ctx: QueryContext) {
  return apiMutation<OwnershipTransferRequest, OwnershipTransferResponse>(ctx, {
    mutationKey: ['organization', 'owner'],
    mutationFn: (body) => ctx.api.send((e) => e.organization.transferOwnership, { json: body }),
    invalidate: [queryKeys.organizationUser, queryKeys.members, queryKeys.ownershipTransfer],
  });
}

/** GET /v2/organization/owner: the pending transfer, for the owner and the member asked to take over. */
export function ownershipTransferStateQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.ownershipTransfer,
    queryFn: ({ signal }) => ctx.api.send((e) => e.organization.ownershipTransferState, { signal }),
  });
}

/** The new owner accepts: owner and member swap, so who-is-owner, members and the transfer refetch. */
export function acceptOwnershipTransferMutationOptions(ctx: QueryContext) {
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- TanStack's convention: mutate() takes no variables
  return apiMutation<void, OwnershipTransferResponse>(ctx, {
    mutationKey: ['organization', 'owner', 'accept'],
    mutationFn: () => ctx.api.send((e) => e.organization.acceptOwnershipTransfer),
    invalidate: [queryKeys.organizationUser, queryKeys.members, queryKeys.ownershipTransfer],
  });
}

export function cancelOwnershipTransferMutationOptions(ctx: QueryContext) {
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- TanStack's convention: mutate() takes no variables
  return apiMutation<void, null>(ctx, {
    mutationKey: ['organization', 'owner', 'cancel'],
    mutationFn: () => ctx.api.send((e) => e.organization.cancelOwnershipTransfer),
    invalidate: [queryKeys.ownershipTransfer],
  });
}

/** GET /v2/organization/domains: the service domains a role can cover (bot detection needs at least one). */
export function serviceDomainsQueryOptions(ctx: QueryContext, productCode: ProductCode) {
  return queryOptions({
    queryKey: queryKeys.serviceDomains(productCode),
    queryFn: ({ signal }) => ctx.api.send((e) => e.organization.serviceDomains, { searchParams: { productCode }, signal }),
  });
}
