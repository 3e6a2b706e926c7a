import { z } from 'zod';
import { productCodeSchema, tenantStatusSchema, type TenantProduct } from '@console/api/schemas';
import { tenantStorageKey, tenantStoragePrefix } from './keys';
import type { KeyValueStore } from './stores';

/** Per-product tenant values kept in session storage after GET /v2/tenant/usage succeeds. */
export const storedTenantSchema = z.object({
  tenantId: z.string(),
  productCode: productCodeSchema,
  tenantStatus: tenantStatusSchema,
  isMoveable: z.boolean(),
  subDomain: z.string(),
  clientId: z.string().nullable(),
});
export type StoredTenant = z.infer<typeof storedTenantSchema>;

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
    const parsed = storedTenantSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
