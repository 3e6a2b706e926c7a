import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';
import { PAGE_SIZE } from './policies';

/** The member search of spec section 3: searchValue, pageNum 0, pageSize 10, productCodes. */
export function memberListQueryOptions(ctx: QueryContext, params: Partial<s.MemberListRequest> = {}) {
  const full: s.MemberListRequest = { pageNum: 0, pageSize: PAGE_SIZE, ...params };
  return queryOptions({
    queryKey: queryKeys.memberList(full),
    queryFn: ({ signal }) => ctx.api.send((e) => e.members.list, { searchParams: full, signal }),
    placeholderData: keepPreviousData,
  });
}

export function memberDetailQueryOptions(ctx: QueryContext, email: string) {
  return queryOptions({
    queryKey: queryKeys.member(email),
    queryFn: ({ signal }) => ctx.api.send((e) => e.members.detail(email), { signal }),
  });
}

const memberQueries = [queryKeys.members, queryKeys.organization];

export function memberInviteMutationOptions(ctx: QueryContext) {
  return apiMutation<s.MemberInviteRequest, s.MemberInviteResponse>(ctx, {
    mutationKey: ['members', 'invite'],
    mutationFn: (body) => ctx.api.send((e) => e.members.invite, { json: body }),
    invalidate: memberQueries,
  });
}

export function resendInvitationMutationOptions(ctx: QueryContext) {
  return apiMutation<{ email: string }, null>(ctx, {
    mutationKey: ['members', 'resend'],
    mutationFn: ({ email }) => ctx.api.send((e) => e.members.resendInvitation(email)),
    invalidate: [queryKeys.members],
  });
}

export function cancelInvitationMutationOptions(ctx: QueryContext) {
  return apiMutation<{ email: string }, null>(ctx, {
    mutationKey: ['members', 'cancel-invitation'],
    mutationFn: ({ email }) => ctx.api.send((e) => e.members.cancelInvitation(email)),
    invalidate: memberQueries,
  });
}

export function memberStatusMutationOptions(ctx: QueryContext) {
  return apiMutation<{ email: string } & s.MemberStatusChangeRequest, s.MemberDetailResponse>(ctx, {
    mutationKey: ['members', 'status'],
    mutationFn: ({ email, ...body }) => ctx.api.send((e) => e.members.changeStatus(email), { json: body }),
    invalidate: [queryKeys.members],
  });
}

export function memberRolesMutationOptions(ctx: QueryContext) {
  return apiMutation<{ email: string } & s.MemberRolesRequest, s.MemberRolesResponse>(ctx, {
    mutationKey: ['members', 'roles'],
    mutationFn: ({ email, ...body }) => ctx.api.send((e) => e.members.roles(email), { json: body }),
    invalidate: [queryKeys.members],
  });
}
