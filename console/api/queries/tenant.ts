import { queryOptions } from '@tanstack/react-query';
import { storeTenantValues } from '@console/session/tenantValues';
import { endpoints } from '../endpoints';
import type { QueryContext } from './context';
import { queryKeys } from './keys';

/** GET /v2/tenant/usage: on success the per-product tenant values go to session storage. */
export function tenantUsageQueryOptions(ctx: QueryContext) {
  return queryOptions({
    queryKey: queryKeys.tenantUsage,
    queryFn: async ({ signal }) => {
      const data = await ctx.api.send(endpoints.tenant.usage, { signal });
      storeTenantValues(ctx.session.storage, data.products);
      return data;
    },
  });
}
