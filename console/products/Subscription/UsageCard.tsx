import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { Meter } from '@ds/Meter';
import { Money } from '@ds/Money';
import { formatCount } from '@ds/i18n/formatters';
import { productUsageQueryOptions } from '@console/api/queries/tenant';
import type { UsageMetric } from '@contract/schemas';
import type { ProductCode } from '@contract/schemas/common';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

/** A figure with no limit on the plan: the value and "unlimited", no bar. */
function Unlimited({ label, value }: { label: string; value: number }) {
  const { t, i18n } = useLingui();
  const amount = formatCount(value, i18n.locale);
  return (
    <div className={styles.unlimited}>
      <span className={styles.meterLabel}>{label}</span>
      <span>{t`${amount} (no limit on this plan)`}</span>
    </div>
  );
}

/**
 * Usage this month against the plan (spec section 2): MAU / MWU / PCCU, whether the product is billed on
 * capacity or metered, rooms, when it was last updated (refreshed hourly), and any overage so far.
 */
export function UsageCard({ productCode }: { productCode: ProductCode }) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const usage = useQuery(productUsageQueryOptions(services, productCode));
  const overageUsers = usage.data?.overageUsers ?? 0;
  const metricLabel = (metric: UsageMetric['metric']) =>
    ({
      PCCU: t`Peak concurrent users (PCCU)`,
      MAU: t`Monthly active users (MAU)`,
      MWU: t`Monthly web users (MWU)`,
    })[metric];

  return (
    <Card title={t`Usage this month`} headingLevel={2}>
      {usage.isPending ? (
        <PageLoading label={t`Loading the usage…`} blocks={2} />
      ) : usage.isError ? (
        <PageError error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <div className={styles.stack} data-usage={usage.data.basis}>
          <p className={styles.text}>
            {usage.data.basis === 'CAPACITY' ? (
              <Trans>
                Billed on capacity: the plan buys a number of concurrent users; users above it are charged as overage.
              </Trans>
            ) : (
              <Trans>Metered: the users of the month are counted against the plan; users above it are charged as overage.</Trans>
            )}
          </p>
          <div className={styles.meters}>
            {usage.data.metrics.map((metric) => {
              const label = metricLabel(metric.metric);
              const description = metric.billed ? t`Billed on this figure` : t`For information`;
              return (
                <div key={metric.metric} data-metric={metric.metric} data-billed={metric.billed ? 'true' : undefined}>
                  {metric.limit === null || metric.limit === 0 ? (
                    <Unlimited label={label} value={metric.value} />
                  ) : (
                    <Meter label={label} value={metric.value} max={metric.limit} description={description} />
                  )}
                </div>
              );
            })}
            <div data-metric="rooms">
              {usage.data.rooms.limit === null || usage.data.rooms.limit === 0 ? (
                <Unlimited label={t`Waiting rooms`} value={usage.data.rooms.value} />
              ) : (
                <Meter label={t`Waiting rooms`} value={usage.data.rooms.value} max={usage.data.rooms.limit} />
              )}
            </div>
          </div>
          {usage.data.overageUsers > 0 && (
            <p className={styles.text} data-overage>
              <Trans>
                {overageUsers} users over the plan so far this month: about{' '}
                <Money amount={usage.data.overageEstimate.amount} currency={usage.data.overageEstimate.currency} /> of overage.
              </Trans>
            </p>
          )}
          <p className={styles.subtle}>
            <Trans>
              Last updated <DateTime value={usage.data.lastUpdated} format="dateTime" timeZone="UTC" />. Usage is
              refreshed every hour.
            </Trans>
          </p>
        </div>
      )}
    </Card>
  );
}
