import { queryOptions } from '@tanstack/react-query';
import type * as s from '@contract/schemas';
import type { QueryContext } from './context';
import { inLanguage, queryKeys } from './keys';
import { PAGE_SIZE } from './policies';

export function contractListQueryOptions(
  ctx: QueryContext,
  params: Partial<s.ContractListRequest> = {},
) {
  const full: s.ContractListRequest = { pageNum: 0, pageSize: PAGE_SIZE, ...params };
  return queryOptions({
    queryKey: inLanguage(queryKeys.contracts(full), ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.contracts.list, { searchParams: full, signal }),
  });
}

export function contractDetailQueryOptions(ctx: QueryContext, contractId: string) {
  return queryOptions({
    queryKey: inLanguage(queryKeys.contract(contractId), ctx.language()),
    queryFn: ({ signal }) => ctx.api.send((e) => e.contracts.detail(contractId), { signal }),
  });
}

/** GET /v2/contracts/years: the years the contract list's year filter offers. */
export function contractYearsQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.contractYears,
    queryFn: ({ signal }) => ctx.api.send((e) => e.contracts.years, { signal }),
  });
}
