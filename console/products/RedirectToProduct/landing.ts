import type { QueryClient } from '@tanstack/react-query';
import type { QueryContext } from '@console/api/queries/context';
import { organizationQueryOptions } from '@console/api/queries/organization';
import { regionApiQueryOptions } from '@console/api/queries/region';
import { subscriptionStatusQueryOptions } from '@console/api/queries/subscription';
import { tenantUsageQueryOptions } from '@console/api/queries/tenant';
import { isOrganizationSelected, profileQueryOptions } from '@console/api/queries/user';
import { storeTenantValues } from '@console/session/tenantValues';
import { subscriptionOf, tenantOf, tenantStateOf, type TenantDialogKind } from '@console/products/ProductDashboard/tenantState';
import type { DashboardProduct } from '@console/products/ProductDashboard/productLinks';

/** Where a product link lands (spec section 2, redirect-to-product). */
export type ProductLanding =
  | { to: 'dashboard' }
  | { to: 'plans' }
  | { to: 'dialog'; kind: TenantDialogKind }
  /** The organisation is disabled or not selected: the shell takes the user out, nothing to decide. */
  | { to: 'none' };

/**
 * Reads the product's tenant (GET /v2/tenant/usage) and subscription (GET /v2/subscription/status) fresh, stores
 * the per-product session values (tenant id, product code, status, isMoveable, client id) and decides: the
 * product dashboard when the tenant runs, the plan page when the organisation never subscribed, the
 * tenant-state dialog otherwise. The organisation calls come first: the tenant call needs its id.
 */
export async function decideProductLanding(
  services: QueryContext,
  queryClient: QueryClient,
  productCode: DashboardProduct,
): Promise<ProductLanding> {
  if (services.session.regionCode() !== null) await queryClient.ensureQueryData(regionApiQueryOptions(services));
  const profile = await queryClient.ensureQueryData(profileQueryOptions(services, { regionInfoLoaded: true }));
  if (!isOrganizationSelected(profile)) return { to: 'none' };
  await queryClient.ensureQueryData(organizationQueryOptions(services, { profile }));
  // A tenant changes state on its own (configuring ends after about 10 minutes): never decide on an old answer.
  const [usage, status] = await Promise.all([
    queryClient.fetchQuery({ ...tenantUsageQueryOptions(services), staleTime: 0 }),
    queryClient.fetchQuery({ ...subscriptionStatusQueryOptions(services), staleTime: 0 }),
  ]);
  // The query stores them when it fetches; stored again here so the values are the ones this decision read.
  storeTenantValues(services.session.storage, usage.products);
  const state = tenantStateOf(tenantOf(usage, productCode), subscriptionOf(status, productCode));
  if (state === 'running') return { to: 'dashboard' };
  if (state === 'notSubscribed') return { to: 'plans' };
  return { to: 'dialog', kind: state };
}
