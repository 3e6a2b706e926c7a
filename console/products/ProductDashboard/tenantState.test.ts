import { describe, expect, it } from 'vitest';
import type { TenantProduct } from '@contract/schemas';
import { tenantStateOf } from './tenantState';

const tenant = (patch: Partial<TenantProduct>): TenantProduct => ({
  tenantId: 'tenant-netfunnel',
  productCode: 'netfunnel',
  tenantStatus: 'running',
  isMovable: true,
  subDomain: 'acme.netfunnel.example',
  ...patch,
});

const status = (state: 'ACTIVE' | 'EXPIRED' | 'CANCELLED') => ({
  productCode: 'netfunnel' as const,
  subscribed: state === 'ACTIVE',
  subscriptionId: 'sub-1',
  state,
  freeTrialUsed: true,
});

describe('tenantStateOf', () => {
  it('reads a missing tenant or one without an id as never subscribed', () => {
    expect(tenantStateOf(undefined, undefined)).toBe('notSubscribed');
    expect(tenantStateOf(tenant({ tenantId: null, tenantStatus: 'none' }), undefined)).toBe('notSubscribed');
  });

  it('maps the tenant statuses of spec section 4', () => {
    expect(tenantStateOf(tenant({}), status('ACTIVE'))).toBe('running');
    expect(tenantStateOf(tenant({ tenantStatus: 'pending' }), status('ACTIVE'))).toBe('configuring');
    expect(tenantStateOf(tenant({ tenantStatus: 'none' }), status('ACTIVE'))).toBe('configuring');
    expect(tenantStateOf(tenant({ tenantStatus: 'stopping' }), status('CANCELLED'))).toBe('ended');
    expect(tenantStateOf(tenant({ tenantStatus: 'stopped' }), status('CANCELLED'))).toBe('ended');
    expect(tenantStateOf(tenant({ tenantStatus: 'failed' }), status('ACTIVE'))).toBe('failed');
    expect(tenantStateOf(tenant({ tenantStatus: 'deleted' }), status('CANCELLED'))).toBe('deleted');
  });

  it('reads a stopped tenant whose plan ran out (trial or spot week) as expired', () => {
    expect(tenantStateOf(tenant({ tenantStatus: 'stopped' }), status('EXPIRED'))).toBe('expired');
  });
});
