import { describe, expect, it } from 'vitest';
import type { FailedPayment, SubscriptionDetailResponse } from '@contract/schemas';
import { consoleProducts } from '@console/shared/products';
import { accountAlerts } from './accountAlerts';
import type { ServiceCardKind, ServiceCardModel } from './serviceCards';

const now = new Date('2026-11-16T03:00:00Z');
const netfunnel = consoleProducts.find((product) => product.productCode === 'netfunnel');
if (!netfunnel) throw new Error('no NetFUNNEL product');

function card(kind: ServiceCardKind, subscription: Partial<SubscriptionDetailResponse> | null): ServiceCardModel {
  return {
    product: netfunnel as NonNullable<typeof netfunnel>,
    kind,
    planName: null,
    tenantStatus: null,
    subscription: subscription as SubscriptionDetailResponse | null,
    canStartTrial: false,
  };
}

function payment(id: string, nextRetryDate: string | null): FailedPayment {
  return {
    paymentId: id,
    subscriptionId: 's-1',
    productCode: 'netfunnel',
    amount: { amount: 1200, currency: 'USD' },
    failedDate: '2026-11-05T00:00:00Z',
    graceEndDate: '2026-11-08T00:00:00Z',
    reason: 'declined',
    attempts: 1,
    nextRetryDate,
  };
}

const kinds = (alerts: ReturnType<typeof accountAlerts>) => alerts.map((alert) => alert.kind);

describe('accountAlerts', () => {
  it('lists nothing for a running paid plan', () => {
    expect(accountAlerts({ cards: [card('running', { state: 'ACTIVE', expirationDate: null })], failedPayments: [], now })).toEqual([]);
  });

  it('puts a cancelled subscription before a payment still in its grace period', () => {
    const alerts = accountAlerts({ cards: [], failedPayments: [payment('p-grace', '2026-11-17T00:00:00Z'), payment('p-ended', null)], now });
    expect(alerts.map((alert) => (alert.kind === 'paymentFailed' ? [alert.payment.paymentId, alert.inGrace] : null))).toEqual([
      ['p-ended', false],
      ['p-grace', true],
    ]);
  });

  it('announces a free trial within three days of its end, not earlier and not after it', () => {
    const trialEnding = (expirationDate: string) =>
      kinds(accountAlerts({ cards: [card('running', { state: 'FREE_TRIAL', expirationDate })], failedPayments: undefined, now }));
    expect(trialEnding('2026-11-17T03:00:00Z')).toEqual(['trialEnding']);
    expect(trialEnding('2026-11-19T03:00:00Z')).toEqual(['trialEnding']);
    expect(trialEnding('2026-11-19T03:00:01Z')).toEqual([]);
    expect(trialEnding('2026-11-16T02:59:59Z')).toEqual([]);
  });

  it('announces an expired plan while its data is kept, not once deleted or for an ended paid plan', () => {
    const expired = (kind: ServiceCardKind, state: SubscriptionDetailResponse['state']) =>
      kinds(accountAlerts({ cards: [card(kind, { state, expirationDate: null })], failedPayments: [], now }));
    expect(expired('ended', 'EXPIRED')).toEqual(['planExpired']);
    expect(expired('deleted', 'EXPIRED')).toEqual([]);
    expect(expired('ended', 'CANCELLED')).toEqual([]);
  });

  it('orders failed payments, then expired plans, then trials ending', () => {
    const cards = [card('running', { state: 'FREE_TRIAL', expirationDate: '2026-11-17T03:00:00Z' }), card('ended', { state: 'EXPIRED', expirationDate: null })];
    expect(kinds(accountAlerts({ cards, failedPayments: [payment('p', null)], now }))).toEqual(['paymentFailed', 'planExpired', 'trialEnding']);
  });
});
