import type { FailedPayment, FailedPaymentsResponse, ProductCode } from '@contract/schemas';
import { productByCode } from '@console/shared/products';
import type { ServiceCardModel } from './serviceCards';

/** A free trial this close to its end is announced at the top of the dashboard (the spec names no number). */
export const TRIAL_ENDING_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * What concerns the whole account and asks for action, shown as a banner above the page (issue 35): a failed
 * payment (retried in the grace period, or cancelled after it), an expired plan whose data is still kept, a free
 * trial about to end. The cards keep their own line about each; the banner is the one place to act from.
 */
export type AccountAlert =
  | { kind: 'paymentFailed'; id: string; product: string; inGrace: boolean; payment: FailedPayment }
  | { kind: 'planExpired'; id: string; product: string; productCode: ProductCode }
  | { kind: 'trialEnding'; id: string; product: string; productCode: ProductCode; endsAt: string };

export interface AccountAlertInputs {
  cards: readonly ServiceCardModel[];
  /** The owner's failed payments (members get none: payment management is the owner's). */
  failedPayments: FailedPaymentsResponse | undefined;
  now: Date;
}

/** The alerts, most urgent first: a cancelled subscription, a payment in its grace period, an expired plan, a trial ending. */
export function accountAlerts({ cards, failedPayments, now }: AccountAlertInputs): AccountAlert[] {
  const payments: AccountAlert[] = (failedPayments ?? [])
    .map((payment) => ({
      kind: 'paymentFailed' as const,
      id: `payment-${payment.paymentId}`,
      product: productByCode(payment.productCode)?.name ?? payment.productCode,
      inGrace: payment.nextRetryDate !== null,
      payment,
    }))
    .sort((a, b) => Number(a.inGrace) - Number(b.inGrace));
  const expired: AccountAlert[] = cards.flatMap((card) =>
    // Once the data is deleted the card alone says "subscribe again": nothing is at stake any more.
    card.kind === 'ended' && card.subscription?.state === 'EXPIRED'
      ? [{ kind: 'planExpired' as const, id: `expired-${card.product.productCode}`, product: card.product.name, productCode: card.product.productCode }]
      : [],
  );
  const trials: AccountAlert[] = cards.flatMap((card) => {
    const sub = card.subscription;
    if (card.kind !== 'running' || sub?.state !== 'FREE_TRIAL' || !sub.expirationDate) return [];
    const left = Date.parse(sub.expirationDate) - now.getTime();
    return left > 0 && left <= TRIAL_ENDING_NOTICE_MS
      ? [
          {
            kind: 'trialEnding' as const,
            id: `trial-${card.product.productCode}`,
            product: card.product.name,
            productCode: card.product.productCode,
            endsAt: sub.expirationDate,
          },
        ]
      : [];
  });
  return [...payments, ...expired, ...trials];
}
