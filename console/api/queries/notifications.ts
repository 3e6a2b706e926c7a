import { queryOptions } from '@tanstack/react-query';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';

export function notificationsQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.notifications(ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.notifications.list, { signal }),
  });
}

export function notificationReadMutationOptions(ctx: QueryContext) {
  return apiMutation<{ notificationId: string }, null>(ctx, {
    mutationKey: ['notifications', 'read'],
    mutationFn: ({ notificationId }) => ctx.api.send((e) => e.notifications.markRead(notificationId)),
    invalidate: [['notifications']],
  });
}
