import { lazy, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { EmailAddress } from '@ds/EmailAddress';
import { subscriptionDetailQueryOptions, subscriptionListQueryOptions } from '@console/api/queries/subscription';
import type { SubscriptionSummary } from '@contract/schemas';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { PageError } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import type { ReceiptEmailEditing } from '@console/shared/ReceiptEmail/ReceiptEmailDialog';
import styles from './PaymentsPage.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal, the text field) downloads on the first opening.
const ReceiptEmailDialog = lazy(() =>
  import('@console/shared/ReceiptEmail/ReceiptEmailDialog').then((module) => ({ default: module.ReceiptEmailDialog })),
);

const isLive = (subscription: SubscriptionSummary) => subscription.state !== 'CANCELLED' && subscription.state !== 'EXPIRED';

/** Where each live subscription's receipts are e-mailed, and the change of that address (spec section 2). */
export function ReceiptEmails() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const list = useQuery(subscriptionListQueryOptions(services));
  const live = (list.data ?? []).filter(isLive);
  const details = useQueries({ queries: live.map((subscription) => subscriptionDetailQueryOptions(services, subscription.subscriptionId)) });
  const [editing, setEditing] = useState<ReceiptEmailEditing | null>(null);

  if (list.isPending) return null;
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (live.length === 0) return null;

  return (
    <Card title={t`Receipt e-mails`} headingLevel={2}>
      <p className={styles.text}>
        <Trans>A receipt is e-mailed for every paid charge of a subscription to the address set here.</Trans>
      </p>
      <ul className={styles.receiptEmails}>
        {live.map((subscription, index) => {
          const detail = details[index];
          const product = productByCode(subscription.productCode)?.name ?? subscription.productCode;
          const email = detail?.data?.receiptEmail ?? null;
          return (
            <li key={subscription.subscriptionId} className={styles.receiptEmail} data-subscription={subscription.subscriptionId}>
              <span className={styles.receiptProduct}>
                <strong>{product}</strong>
                <span className={styles.identifier} data-receipt-email>
                  {detail?.isPending ? t`Loading…` : email ? <EmailAddress address={email} /> : t`Not set: receipts go to the owner's e-mail`}
                </span>
              </span>
              {detail?.isError ? (
                <Button variant="secondary" size="sm" onPress={() => void detail.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={!detail?.data}
                  aria-label={t`Change the receipt e-mail of ${product}`}
                  onPress={() => setEditing({ subscriptionId: subscription.subscriptionId, product, email: email ?? '' })}
                >
                  <Trans>Change</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <MountOnFirstOpen isOpen={editing !== null}>
        <ReceiptEmailDialog editing={editing} onClose={() => setEditing(null)} />
      </MountOnFirstOpen>
    </Card>
  );
}
