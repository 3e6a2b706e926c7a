import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { DescriptionList } from '@ds/DescriptionList';
import { InlineAlert } from '@ds/InlineAlert';
import { Money } from '@ds/Money';
import { Skeleton } from '@ds/Skeleton';
import type { BillingSummaryResponse, FailedPaymentsResponse } from '@contract/schemas';
import { RouterLink, RouterLinkButton } from '@console/app/links';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import type { BlockState } from './useDashboardData';
import styles from './DashboardPage.module.scss';
import { useCatalog } from '../catalog';

export interface BillingSummaryProps extends BlockState {
  summary: BillingSummaryResponse | undefined;
  failedPayments: FailedPaymentsResponse | undefined;
  locale: string;
}

/**
 * The owner's billing block: the next payment date (UTC) and what it is expected to charge, what is still
 * unpaid, and each failed payment as a warning with the way to fix it (payment management).
 */
export function BillingSummary({ summary, failedPayments, locale, isPending, error, retry }: BillingSummaryProps) {
  useCatalog();
  const { t } = useLingui();
  const title = t`Billing`;
  const manage = (
    <RouterLink to="/$locale/console/payment" params={{ locale }} search={{ page: 0 }} variant="standalone">
      <Trans>Payment management</Trans>
    </RouterLink>
  );
  if (isPending) {
    // The card as it will be, values aside: the terms and the footer link need no data, so the block keeps
    // its final height (the usual two terms) and nothing below it moves when the figures arrive.
    return (
      <div data-section="billing">
        <Card title={title} headingLevel={2} footer={manage}>
          <PageLoading
            label={t`Loading the billing summary…`}
            placeholder={
              <DescriptionList
                items={[
                  { id: 'next', term: t`Next payment`, description: <Skeleton variant="text" inlineSize="8em" /> },
                  { id: 'expected', term: t`Expected amount`, description: <Skeleton variant="text" inlineSize="6em" /> },
                ]}
                layout="stacked"
              />
            }
          />
        </Card>
      </div>
    );
  }
  if (error || !summary) {
    return (
      <div data-section="billing">
        <Card title={title} headingLevel={2}>
          <PageError error={error} onRetry={retry} />
        </Card>
      </div>
    );
  }
  const amounts = summary.amounts;
  const items = [
    {
      id: 'next',
      term: t`Next payment`,
      description: summary.nextPaymentDate ? <DateTime value={summary.nextPaymentDate} timeZone="UTC" /> : <Trans>None scheduled</Trans>,
    },
    ...(amounts && summary.nextPaymentDate
      ? [
          {
            id: 'expected',
            term: t`Expected amount`,
            description: <Money amount={amounts.currentMonthTotal.amount} currency={amounts.currentMonthTotal.currency} />,
          },
        ]
      : []),
    ...(amounts && amounts.unpaidTotal.amount > 0
      ? [
          {
            id: 'unpaid',
            term: t`Unpaid`,
            description: <Money amount={amounts.unpaidTotal.amount} currency={amounts.unpaidTotal.currency} />,
          },
        ]
      : []),
  ];
  return (
    <div data-section="billing">
      <Card title={title} headingLevel={2} footer={manage}>
        <div className={styles.billing}>
          <DescriptionList items={items} layout="stacked" />
          {(failedPayments ?? []).map((payment) => {
            const product = productByCode(payment.productCode)?.name ?? payment.productCode;
            const inGrace = payment.nextRetryDate !== null;
            return (
              <InlineAlert
                key={payment.paymentId}
                tone={inGrace ? 'warning' : 'error'}
                role="note"
                title={inGrace ? t`The ${product} payment failed` : t`The ${product} subscription was cancelled`}
                action={
                  <RouterLinkButton to="/$locale/console/payment" params={{ locale }} search={{ page: 0 }} variant="primary" size="sm">
                    {inGrace ? <Trans>Fix the payment</Trans> : <Trans>Pay now</Trans>}
                  </RouterLinkButton>
                }
              >
                <span data-failed-payment={inGrace ? 'grace' : 'ended'}>
                  {inGrace ? (
                    <Trans>
                      <Money amount={payment.amount.amount} currency={payment.amount.currency} /> could not be charged. We retry once a day
                      until <DateTime value={payment.graceEndDate} format="dateTime" timeZone="UTC" />; after that the subscription is
                      cancelled. Pay with another card in payment management to keep it.
                    </Trans>
                  ) : (
                    <Trans>
                      <Money amount={payment.amount.amount} currency={payment.amount.currency} /> could not be charged within the grace
                      period, so the subscription was cancelled. The amount is still owed.
                    </Trans>
                  )}
                </span>
              </InlineAlert>
            );
          })}
        </div>
      </Card>
    </div>
  );
}
