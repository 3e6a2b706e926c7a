import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../endpoints';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';

export function notificationsQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.notifications(ctx.language()),
    queryFn: ({ signal }) => ctx.api.send(endpoints.notifications.list, { signal }),
  });
}

export function notificationReadMutationOptions(ctx: QueryContext) {
  return apiMutation<{ notificationId: string }, null>(ctx, {
    mutationKey: ['notifications', 'read'],
    mutationFn: ({ notificationId }) => ctx.api.send(endpoints.notifications.markRead(notificationId)),
    invalidate: [['notifications']],
  });
}
