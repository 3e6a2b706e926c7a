import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DateTime } from '@ds/DateTime';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { Money } from '@ds/Money';
import { StatusLabel } from '@ds/StatusLabel';
import type { StatusTone } from '@ds/StatusLabel';
import type { IconName } from '@ds/Icon';
import type { PaymentMethod, SubscriptionDetailResponse, SubscriptionState } from '@contract/schemas';
import { isSpotWeek } from './subscriptionData';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

/** The state of a subscription as a label: tone, icon and words. */
export function SubscriptionStateLabel({ state }: { state: SubscriptionState }) {
  useCatalog();
  const { t } = useLingui();
  const labels: Record<SubscriptionState, { tone: StatusTone; icon: IconName; label: string }> = {
    FREE_TRIAL: { tone: 'info', icon: 'clock', label: t`Free trial` },
    ACTIVE: { tone: 'success', icon: 'checkCircle', label: t`Active` },
    CANCEL_SCHEDULED: { tone: 'warning', icon: 'warning', label: t`Cancellation scheduled` },
    CANCELLED: { tone: 'neutral', icon: 'stopCircle', label: t`Cancelled` },
    EXPIRED: { tone: 'danger', icon: 'xCircle', label: t`Expired` },
    PAYMENT_FAILED: { tone: 'danger', icon: 'alert', label: t`Payment failed` },
  };
  const { tone, icon, label } = labels[state];
  return (
    <span data-state={state}>
      <StatusLabel vocabulary="custom" tone={tone} icon={icon} label={label} />
    </span>
  );
}

export function PaymentMethodText({ method }: { method: PaymentMethod | null }) {
  useCatalog();
  const { t } = useLingui();
  if (!method) return <>{t`None`}</>;
  if (method.type === 'TAX_STATEMENT') return <>{t`Tax statement (invoice)`}</>;
  const digits = method.lastDigits;
  return <>{t`Card ending in ${digits}`}</>;
}

const date = (value: string | null, none: ReactNode) => (value ? <DateTime value={value} timeZone="UTC" /> : none);

/** Subscription information (spec section 3's subscription fields that apply to its state). */
export function SubscriptionInfo({ detail, extra = [] }: { detail: SubscriptionDetailResponse; extra?: DescriptionListItem[] }) {
  useCatalog();
  const { t } = useLingui();
  const none = t`None`;
  const items: DescriptionListItem[] = [
    { id: 'plan', term: t`Plan`, description: <strong data-plan={detail.planCode}>{detail.planName}</strong> },
    { id: 'state', term: t`Status`, description: <SubscriptionStateLabel state={detail.state} /> },
    { id: 'start', term: t`Started`, description: date(detail.startDate, none) },
  ];
  if (detail.state === 'FREE_TRIAL' || detail.state === 'EXPIRED' || isSpotWeek(detail)) {
    items.push({ id: 'expiration', term: t`Expires`, description: date(detail.expirationDate, none) });
  }
  if (detail.renewalDate) items.push({ id: 'renewal', term: t`Renewal date`, description: date(detail.renewalDate, none) });
  if (detail.endDate) items.push({ id: 'end', term: t`End date`, description: date(detail.endDate, none) });
  if (detail.dataDeletionDate) items.push({ id: 'deletion', term: t`Data kept until`, description: date(detail.dataDeletionDate, none) });
  if (detail.price) items.push({ id: 'price', term: t`Monthly price`, description: <Money amount={detail.price.amount} currency={detail.price.currency} /> });
  items.push(
    { id: 'last-payment', term: t`Last payment`, description: date(detail.lastPaymentDate, none) },
    { id: 'next-payment', term: t`Next payment`, description: date(detail.nextPaymentDate, none) },
  );
  if (detail.expectedPrice) {
    items.push({ id: 'expected', term: t`Expected amount`, description: <Money amount={detail.expectedPrice.amount} currency={detail.expectedPrice.currency} /> });
  }
  items.push({ id: 'method', term: t`Payment method`, description: <PaymentMethodText method={detail.paymentMethod} /> });
  if (detail.plannedChange) {
    const plan = detail.plannedChange.planName;
    items.push({
      id: 'planned',
      term: t`Planned change`,
      description: (
        <span className={styles.inlineText}>
          <Trans>
            {plan} from <DateTime value={detail.plannedChange.effectiveDate} timeZone="UTC" />
          </Trans>
        </span>
      ),
    });
  }
  return <DescriptionList items={[...items, ...extra]} />;
}
