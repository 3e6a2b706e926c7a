import type { SubscriptionStatusResponse, TenantProduct, TenantUsageResponse } from '@contract/schemas';
import type { ProductCode } from '@contract/schemas/common';

/**
 * What a product's tenant means to the user (spec section 4): pending/none = being configured (about 10
 * minutes), running, stopped/stopping = the subscription has ended, failed = contact support, deleted = all data
 * gone (subscribe again). Two more readings the console makes: no tenant at all = never subscribed (the plan
 * page), and an ended tenant whose subscription ran out (free trial or spot week, state EXPIRED) = the plan has
 * expired and cannot be edited.
 */
export type TenantState = 'running' | 'notSubscribed' | TenantDialogKind;

/** The states that answer a product link (or the run button) with a dialog instead of the product. */
export type TenantDialogKind = 'configuring' | 'ended' | 'expired' | 'failed' | 'deleted';

export function tenantOf(usage: TenantUsageResponse, productCode: ProductCode): TenantProduct | undefined {
  return usage.products.find((product) => product.productCode === productCode);
}

export function subscriptionOf(status: SubscriptionStatusResponse, productCode: ProductCode) {
  return status.find((item) => item.productCode === productCode);
}

/** The product's state from GET /v2/tenant/usage and GET /v2/subscription/status. */
export function tenantStateOf(
  tenant: TenantProduct | undefined,
  subscription: SubscriptionStatusResponse[number] | undefined,
): TenantState {
  // No tenant was ever made: nothing to open yet, the user picks a plan first.
  if (!tenant || tenant.tenantId === null) return 'notSubscribed';
  switch (tenant.tenantStatus) {
    case 'running':
      return 'running';
    case 'pending':
    case 'none':
      return 'configuring';
    case 'stopped':
    case 'stopping':
      return subscription?.state === 'EXPIRED' ? 'expired' : 'ended';
    case 'failed':
      return 'failed';
    case 'deleted':
      return 'deleted';
  }
}
