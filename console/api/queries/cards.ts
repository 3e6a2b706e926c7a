import { queryOptions } from '@tanstack/react-query';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';
import { apiMutation } from './mutation';

export function cardsQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.cards,
    queryFn: ({ signal }) => ctx.api.send((e) => e.cards.list, { signal }),
  });
}

export function billingAddressQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.billingAddress,
    queryFn: ({ signal }) => ctx.api.send((e) => e.cards.billingAddress, { signal }),
  });
}

export function cardAddMutationOptions(ctx: QueryContext) {
  return apiMutation<s.CardAddRequest, s.CardAddResponse>(ctx, {
    mutationKey: ['cards', 'add'],
    mutationFn: (body) => ctx.api.send((e) => e.cards.add, { json: body }),
    invalidate: [queryKeys.cards],
  });
}

export function cardModifyMutationOptions(ctx: QueryContext, cardId: string) {
  return apiMutation<s.CardModifyRequest, s.CardModifyResponse>(ctx, {
    mutationKey: ['cards', 'modify', cardId],
    mutationFn: (body) => ctx.api.send((e) => e.cards.modify(cardId), { json: body }),
    invalidate: [queryKeys.cards],
  });
}

export function cardRemoveMutationOptions(ctx: QueryContext) {
  return apiMutation<{ cardId: string }, null>(ctx, {
    mutationKey: ['cards', 'remove'],
    mutationFn: ({ cardId }) => ctx.api.send((e) => e.cards.remove(cardId)),
    invalidate: [queryKeys.cards],
  });
}

export function billingAddressMutationOptions(ctx: QueryContext) {
  return apiMutation<s.BillingAddressRequest, s.BillingAddress>(ctx, {
    mutationKey: ['cards', 'billing-address'],
    mutationFn: (body) => ctx.api.send((e) => e.cards.updateBillingAddress, { json: body }),
    invalidate: [queryKeys.billingAddress],
  });
}
