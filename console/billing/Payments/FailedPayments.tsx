import { lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { DateTime } from '@ds/DateTime';
import { InlineAlert } from '@ds/InlineAlert';
import { Money } from '@ds/Money';
import { PageSection } from '@ds/PageSection';
import { failedPaymentsQueryOptions } from '@console/api/queries/billing';
import type { FailedPayment } from '@contract/schemas';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import { PageError } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import styles from './PaymentsPage.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal, the card select) downloads on the first opening.
const RetryDialog = lazy(() => import('./RetryDialog').then((module) => ({ default: module.RetryDialog })));

/**
 * Failed payments still owed (spec section 4): each says when it failed and until when it is retried (the
 * 3-day grace period, after which the subscription is cancelled), and offers to pay it now with another card.
 */
export function FailedPayments({ locale }: { locale: string }) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const failed = useQuery(failedPaymentsQueryOptions(services));
  const [retrying, setRetrying] = useState<FailedPayment | null>(null);

  if (failed.isPending) return null;
  if (failed.isError) return <PageError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (failed.data.length === 0) return null;

  return (
    <PageSection title={t`Failed payments`} data-section="failed-payments">
      <ul className={styles.failedList}>
        {failed.data.map((payment) => {
          const product = productByCode(payment.productCode)?.name ?? payment.productCode;
          // Automatic retries are left only while the grace period runs.
          const inGrace = payment.nextRetryDate !== null;
          return (
            <li key={payment.paymentId} data-payment={payment.paymentId}>
              <InlineAlert
                tone="error"
                role="note"
                title={t`The ${product} payment failed`}
                action={
                  <Button variant="primary" size="sm" onPress={() => setRetrying(payment)}>
                    <Trans>Pay with another card</Trans>
                  </Button>
                }
              >
                <span className={styles.failedBody}>
                  <span>
                    <Trans>
                      <Money amount={payment.amount.amount} currency={payment.amount.currency} /> could not be charged on{' '}
                      <DateTime value={payment.failedDate} timeZone="UTC" />.
                    </Trans>
                  </span>
                  {inGrace ? (
                    <span>
                      <Trans>
                        We retry once a day until <DateTime value={payment.graceEndDate} format="dateTime" timeZone="UTC" />. If it
                        is still unpaid then, the subscription is cancelled. Pay it now with another card to keep it.
                      </Trans>
                    </span>
                  ) : (
                    <span>
                      <Trans>The grace period has ended and the subscription was cancelled; the amount is still owed.</Trans>
                    </span>
                  )}
                </span>
              </InlineAlert>
            </li>
          );
        })}
      </ul>
      <MountOnFirstOpen isOpen={retrying !== null}>
        <RetryDialog payment={retrying} locale={locale} onClose={() => setRetrying(null)} />
      </MountOnFirstOpen>
    </PageSection>
  );
}
