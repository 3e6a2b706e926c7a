import type {
  ProductCode,
  ProductListItem,
  SubscriptionDetailResponse,
  SubscriptionStatusResponse,
  TenantProduct,
  TenantStatus,
} from '@contract/schemas';
import { consoleProducts, type ConsoleProduct } from '@console/shared/products';

type StatusItem = SubscriptionStatusResponse[number];

/**
 * What a product's card says (spec sections 2 and 4): configuring (pending/none, about 10 minutes), running,
 * ended (stopped/stopping: the subscription has ended), failed (contact support), deleted (subscribe again),
 * not subscribed, or unavailable (wave).
 */
export type ServiceCardKind = 'unavailable' | 'notSubscribed' | 'configuring' | 'running' | 'ended' | 'failed' | 'deleted';

export interface ServiceCardModel {
  product: ConsoleProduct;
  kind: ServiceCardKind;
  /** The plan in force, or the last one of an ended subscription; null when there is none to name. */
  planName: string | null;
  /** The tenant state the card labels; null when there is no tenant to speak of. */
  tenantStatus: TenantStatus | null;
  /** The product's latest subscription, live or ended. */
  subscription: SubscriptionDetailResponse | null;
  /** A free trial can still be started for the product. */
  canStartTrial: boolean;
}

export interface ServiceInputs {
  productList: readonly ProductListItem[];
  tenants: readonly TenantProduct[];
  status: readonly StatusItem[];
  details: readonly SubscriptionDetailResponse[];
}

function kindOf(subscribed: boolean, hadSubscription: boolean, tenantStatus: TenantStatus | null): ServiceCardKind {
  if (tenantStatus === 'deleted') return 'deleted';
  if (tenantStatus === 'failed') return 'failed';
  if (tenantStatus === 'running') return 'running';
  if (tenantStatus === 'stopped' || tenantStatus === 'stopping') return 'ended';
  // pending, none or no tenant yet: configuring while a subscription is live.
  if (subscribed) return 'configuring';
  return hadSubscription ? 'ended' : 'notSubscribed';
}

/** One card per product of the side menu, in its order. */
export function serviceCards(inputs: ServiceInputs): ServiceCardModel[] {
  return consoleProducts.map((product) => {
    const code: ProductCode = product.productCode;
    const listed = inputs.productList.find((item) => item.productCode === code);
    if (!product.isAvailable) {
      return {
        product,
        kind: 'unavailable',
        planName: null,
        tenantStatus: null,
        subscription: null,
        canStartTrial: false,
      };
    }
    const status = inputs.status.find((item) => item.productCode === code);
    const subscription = inputs.details.find((detail) => detail.subscriptionId === status?.subscriptionId) ?? null;
    const tenant = inputs.tenants.find((item) => item.productCode === code);
    const subscribed = status?.subscribed === true;
    const hadSubscription = Boolean(status?.subscriptionId);
    const kind = kindOf(subscribed, hadSubscription, tenant?.tenantStatus ?? null);
    const planName = kind === 'notSubscribed' || kind === 'deleted' ? null : listed?.planName || subscription?.planName || null;
    return {
      product,
      kind,
      planName,
      // No tenant status for a product never subscribed: "none" there means no tenant, not configuring.
      tenantStatus: kind === 'notSubscribed' ? null : kind === 'configuring' ? 'pending' : (tenant?.tenantStatus ?? null),
      subscription,
      canStartTrial: !subscribed && status?.freeTrialUsed === false,
    };
  });
}
