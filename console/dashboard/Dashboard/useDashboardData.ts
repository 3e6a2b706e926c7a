import { useQueries, useQuery } from '@tanstack/react-query';
import { billingSummaryQueryOptions, failedPaymentsQueryOptions } from '@console/api/queries/billing';
import { organizationUserQueryOptions, productListQueryOptions } from '@console/api/queries/organization';
import { subscriptionDetailQueryOptions, subscriptionStatusQueryOptions } from '@console/api/queries/subscription';
import { tenantUsageQueryOptions } from '@console/api/queries/tenant';
import type { OrganizationResponse, UserProfileResponse } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';

/** A block of the page that has its own data: pending, failed (with a retry) or ready. */
export interface BlockState {
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

interface Refetchable {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

function blockOf(queries: readonly Refetchable[]): BlockState {
  const failed = queries.find((query) => query.isError);
  return {
    isPending: !failed && queries.some((query) => query.isPending),
    error: failed?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/**
 * What the dashboard shows beyond the welcome: the caller's role, the services (product list, tenant usage,
 * subscription status and each subscription's detail) and, for the owner, the billing summary and the
 * failed payments. Runs once the profile and organisation are in.
 */
export function useDashboardData(profile: UserProfileResponse | undefined, organization: OrganizationResponse | undefined) {
  const services = useServices();
  const role = useQuery(organizationUserQueryOptions(services, { profile }));
  const productList = useQuery(productListQueryOptions(services, { organizationId: organization?.id }));
  const tenants = useQuery({
    ...tenantUsageQueryOptions(services),
    enabled: Boolean(organization),
  });
  const status = useQuery({
    ...subscriptionStatusQueryOptions(services),
    enabled: Boolean(organization),
  });
  const subscriptionIds = (status.data ?? []).flatMap((item) => (item.subscriptionId ? [item.subscriptionId] : []));
  const details = useQueries({
    queries: subscriptionIds.map((id) => subscriptionDetailQueryOptions(services, id)),
  });
  const isOwner = role.data?.isOwner === true;
  // Billing is payment management: the owner's only (spec section 6).
  const summary = useQuery({
    ...billingSummaryQueryOptions(services),
    enabled: isOwner,
  });
  const failedPayments = useQuery({
    ...failedPaymentsQueryOptions(services),
    enabled: isOwner,
  });

  return {
    role: { data: role.data, ...blockOf([role]) },
    services: {
      productList: productList.data,
      tenants: tenants.data?.products,
      status: status.data,
      details: details.flatMap((detail) => (detail.data ? [detail.data] : [])),
      ...blockOf([productList, tenants, status, ...details]),
    },
    billing: {
      summary: summary.data,
      failedPayments: failedPayments.data,
      /** The failed payments have answered (or failed): the page's alerts are known. A member has none to wait for. */
      failedPaymentsSettled: !isOwner || !failedPayments.isPending,
      ...blockOf([summary, failedPayments]),
    },
  };
}
