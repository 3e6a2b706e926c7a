import { queryOptions } from '@tanstack/react-query';
import { storeTenantValues } from '@console/session/tenantValues';
import type { ProductCode } from '@contract/schemas';
import type { QueryContext } from './context';
import { queryKeys } from './keys';

/** GET /v2/tenant/usage: on success the per-product tenant values go to session storage. */
export function tenantUsageQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.tenantUsage,
    queryFn: async ({ signal }) => {
      const data = await ctx.api.send((e) => e.tenant.usage, { signal });
      storeTenantValues(ctx.session.storage, data.products);
      return data;
    },
  });
}

/** GET /v2/tenant/usage/{productCode}: usage against the plan; the server refreshes it hourly, so it stays fresh 5 minutes. */
export function productUsageQueryOptions(ctx: QueryContext, productCode: ProductCode) {
  return queryOptions({
    queryKey: queryKeys.productUsage(productCode),
    queryFn: ({ signal }) => ctx.api.send((e) => e.tenant.productUsage(productCode), { signal }),
    staleTime: 5 * 60_000,
  });
}
