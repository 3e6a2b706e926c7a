import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { Money } from '@ds/Money';
import { Skeleton } from '@ds/Skeleton';
import type { BillingSummaryResponse } from '@contract/schemas';
import { RouterLink } from '@console/app/links';
import { PageError, PageLoading } from '@console/shared/PageState';
import { Facts, type Fact } from './Facts';
import type { BlockState } from './useDashboardData';
import styles from './DashboardPage.module.scss';
import { useCatalog } from '../catalog';

export interface BillingSummaryProps extends BlockState {
  summary: BillingSummaryResponse | undefined;
  locale: string;
}

/**
 * The owner's billing card: the next payment date (UTC), what it is expected to charge and what is still unpaid,
 * with the way to payment management in its header. Failed payments are the page's banners (AccountAlerts).
 */
export function BillingSummary({ summary, locale, isPending, error, retry }: BillingSummaryProps) {
  useCatalog();
  const { t } = useLingui();
  const title = t`Billing`;
  const manage = (
    <RouterLink to="/$locale/console/payment" params={{ locale }} search={{ page: 0 }} variant="standalone">
      <Trans>Payment management</Trans>
    </RouterLink>
  );
  if (isPending) {
    // The card as it will be, values aside: the terms and the link need no data, so the card keeps its final
    // height (the usual two facts) and nothing below it moves when the figures arrive.
    return (
      <div data-section="billing" className={styles.overviewItem}>
        <Card title={title} headingLevel={2} actions={manage} className={styles.overviewCard}>
          <PageLoading
            label={t`Loading the billing summary…`}
            placeholder={
              <Facts
                items={[
                  { id: 'next', term: t`Next payment`, value: <Skeleton variant="text" inlineSize="6em" /> },
                  { id: 'expected', term: t`Expected amount`, value: <Skeleton variant="text" inlineSize="5em" /> },
                ]}
              />
            }
          />
        </Card>
      </div>
    );
  }
  if (error || !summary) {
    return (
      <div data-section="billing" className={styles.overviewItem}>
        <Card title={title} headingLevel={2} className={styles.overviewCard}>
          <PageError error={error} onRetry={retry} />
        </Card>
      </div>
    );
  }
  const amounts = summary.amounts;
  const items: Fact[] = [
    {
      id: 'next',
      term: t`Next payment`,
      value: summary.nextPaymentDate ? <DateTime value={summary.nextPaymentDate} timeZone="UTC" /> : <Trans>None scheduled</Trans>,
    },
    ...(amounts && summary.nextPaymentDate
      ? [
          {
            id: 'expected',
            term: t`Expected amount`,
            value: <Money amount={amounts.currentMonthTotal.amount} currency={amounts.currentMonthTotal.currency} />,
          },
        ]
      : []),
    ...(amounts && amounts.unpaidTotal.amount > 0
      ? [{ id: 'unpaid', term: t`Unpaid`, value: <Money amount={amounts.unpaidTotal.amount} currency={amounts.unpaidTotal.currency} /> }]
      : []),
  ];
  return (
    <div data-section="billing" className={styles.overviewItem}>
      <Card title={title} headingLevel={2} actions={manage} className={styles.overviewCard}>
        <Facts items={items} />
      </Card>
    </div>
  );
}
