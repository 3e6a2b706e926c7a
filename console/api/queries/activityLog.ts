import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ActivityLogRequest, ActivityLogResponse } from '@contract/schemas';
import type { QueryContext } from './context';
import { inLanguage, queryKeys } from './keys';
import { PAGE_SIZE } from './policies';

export type ActivityLogFilters = Omit<ActivityLogRequest, 'pageId' | 'pageSize'>;

/**
 * GET /v2/account/activity-log, cursor-paged. The filters are the key, so changing category,
 * range or UTC offset starts over with no entries and no page id (spec section 4).
 */
export function activityLogInfiniteOptions(ctx: QueryContext, filters: ActivityLogFilters) {
  const withSize = { ...filters, pageSize: PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: inLanguage(queryKeys.activityLog(withSize), ctx.language()),
    queryFn: ({ pageParam, signal }) =>
      ctx.api.send((e) => e.activityLog.list, {
        searchParams: { ...withSize, pageId: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ActivityLogResponse) =>
      last.hasNextPage && last.nextPageId !== null ? last.nextPageId : undefined,
  });
}
