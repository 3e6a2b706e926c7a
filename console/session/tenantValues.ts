import type { ProductCode, TenantProduct, TenantStatus } from '@contract/schemas';
import { tenantStorageKey, tenantStoragePrefix } from './keys';
import type { KeyValueStore } from './stores';

/** Per-product tenant values kept in session storage after GET /v2/tenant/usage succeeds. */
export interface StoredTenant {
  tenantId: string;
  productCode: ProductCode;
  tenantStatus: TenantStatus;
  isMoveable: boolean;
  subDomain: string;
  clientId: string | null;
}

// Checked by hand, not with the API schemas: the session runs at start-up and zod loads with the API
// layer. `satisfies Record<...>` keeps these lists equal to the schemas' enums at compile time.
const productCodes = { netfunnel: true, botmanager: true, mbuster: true, wave: true } satisfies Record<ProductCode, true>;
const tenantStatuses = {
  pending: true,
  none: true,
  running: true,
  stopped: true,
  stopping: true,
  failed: true,
  deleted: true,
} satisfies Record<TenantStatus, true>;

const isProductCode = (value: unknown): value is ProductCode => typeof value === 'string' && Object.hasOwn(productCodes, value);
const isTenantStatus = (value: unknown): value is TenantStatus =>
  typeof value === 'string' && Object.hasOwn(tenantStatuses, value);

function toStoredTenant(value: unknown): StoredTenant | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { tenantId, productCode, tenantStatus, isMoveable, subDomain, clientId } = record;
  if (typeof tenantId !== 'string' || typeof subDomain !== 'string' || typeof isMoveable !== 'boolean') return null;
  if (!isProductCode(productCode) || !isTenantStatus(tenantStatus)) return null;
  if (clientId !== null && typeof clientId !== 'string') return null;
  return { tenantId, productCode, tenantStatus, isMoveable, subDomain, clientId };
}

/** Stores every product that has a tenant id; products without one are removed. */
export function storeTenantValues(storage: KeyValueStore, products: readonly TenantProduct[]): void {
  for (const product of products) {
    const key = tenantStorageKey(product.productCode);
    if (product.tenantId === null) {
      storage.removeItem(key);
      continue;
    }
    const value: StoredTenant = {
      tenantId: product.tenantId,
      productCode: product.productCode,
      tenantStatus: product.tenantStatus,
      isMoveable: product.isMovable,
      subDomain: product.subDomain,
      clientId: product.clientId ?? null,
    };
    storage.setItem(key, JSON.stringify(value));
  }
}

export function readTenantValues(storage: KeyValueStore, productCode: string): StoredTenant | null {
  const raw = storage.getItem(tenantStorageKey(productCode));
  if (raw === null) return null;
  try {
    return toStoredTenant(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function clearTenantValues(storage: KeyValueStore): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(tenantStoragePrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
