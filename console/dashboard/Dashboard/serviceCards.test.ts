import { describe, expect, it } from 'vitest';
import type { ProductCode, SubscriptionStatusResponse, TenantProduct, TenantStatus } from '@contract/schemas';
import { serviceCards } from './serviceCards';

const codes: ProductCode[] = ['netfunnel', 'botmanager', 'mbuster'];

function tenants(status: TenantStatus): TenantProduct[] {
  return codes.map((productCode) => ({
    tenantId: status === 'none' ? null : `t-${productCode}`,
    productCode,
    tenantStatus: status,
    isMovable: true,
    subDomain: '',
  }));
}

function statuses(subscribed: boolean, options: { id?: string | null; freeTrialUsed?: boolean } = {}): SubscriptionStatusResponse {
  return codes.map((productCode) => ({
    productCode,
    subscribed,
    subscriptionId: options.id === undefined ? `s-${productCode}` : options.id,
    state: subscribed ? 'ACTIVE' : options.id === null ? null : 'CANCELLED',
    freeTrialUsed: options.freeTrialUsed ?? true,
  }));
}

function kinds(tenantStatus: TenantStatus, status: SubscriptionStatusResponse) {
  return serviceCards({ productList: [], tenants: tenants(tenantStatus), status, details: [] }).map((card) => [
    card.kind,
    card.tenantStatus,
  ]);
}

describe('service cards (spec section 4: tenant states)', () => {
  it('shows configuring for pending and none while subscribed, running, ended for stopped/stopping', () => {
    expect(kinds('pending', statuses(true))[0]).toEqual(['configuring', 'pending']);
    expect(kinds('none', statuses(true))[0]).toEqual(['configuring', 'pending']);
    expect(kinds('running', statuses(true))[0]).toEqual(['running', 'running']);
    expect(kinds('stopping', statuses(false))[0]).toEqual(['ended', 'stopping']);
    expect(kinds('stopped', statuses(false))[0]).toEqual(['ended', 'stopped']);
  });

  it('shows failed and deleted whatever the subscription says', () => {
    expect(kinds('failed', statuses(true))[0]).toEqual(['failed', 'failed']);
    expect(kinds('deleted', statuses(false))[0]).toEqual(['deleted', 'deleted']);
  });

  it('a product never subscribed has no tenant state, and offers the trial until it is used', () => {
    const cards = serviceCards({
      productList: [],
      tenants: tenants('none'),
      status: statuses(false, { id: null, freeTrialUsed: false }),
      details: [],
    });
    expect(cards[0]).toMatchObject({ kind: 'notSubscribed', tenantStatus: null, canStartTrial: true });
    const used = serviceCards({
      productList: [],
      tenants: tenants('none'),
      status: statuses(false, { id: null, freeTrialUsed: true }),
      details: [],
    });
    expect(used[0]?.canStartTrial).toBe(false);
  });

  it('lists wave as unavailable, last, in the side menu order', () => {
    const cards = serviceCards({ productList: [], tenants: tenants('running'), status: statuses(true), details: [] });
    expect(cards.map((card) => card.product.productCode)).toEqual(['netfunnel', 'botmanager', 'mbuster', 'wave']);
    expect(cards[3]?.kind).toBe('unavailable');
  });
});
