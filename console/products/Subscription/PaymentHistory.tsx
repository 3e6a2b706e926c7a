import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Card } from '@ds/Card';
import { DateTime } from '@ds/DateTime';
import { Money } from '@ds/Money';
import { Pagination } from '@ds/Pagination';
import { StatusLabel } from '@ds/StatusLabel';
import { Table, type TableColumn } from '@ds/Table';
import { paymentHistoryQueryOptions } from '@console/api/queries/subscription';
import type { PaymentHistoryItem } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { PaymentMethodText } from './SubscriptionInfo';
import styles from './Subscription.module.scss';
import { useCatalog } from '../catalog';

const PAGE_SIZE = 10;

interface PaymentRow extends PaymentHistoryItem {
  id: string;
}

/** The subscription's charges, newest first (spec section 2's payment history). */
export function PaymentHistory({ subscriptionId }: { subscriptionId: string }) {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const [page, setPage] = useState(0);
  const history = useQuery(paymentHistoryQueryOptions(services, subscriptionId, { pageNum: page, pageSize: PAGE_SIZE }));
  const kinds: Record<PaymentHistoryItem['kind'], string> = { MONTHLY: t`Monthly`, FINAL: t`Final`, SPOT: t`Spot tickets` };
  const columns: TableColumn<PaymentRow>[] = [
    { id: 'date', name: t`Payment date`, render: (row) => <DateTime value={row.paymentDate} timeZone="UTC" />, isRowHeader: true, minInlineSize: '9rem' },
    {
      id: 'period',
      name: t`Usage period`,
      render: (row) => (
        <span className={styles.period}>
          <DateTime value={row.usageStartDate} timeZone="UTC" /> – <DateTime value={row.usageEndDate} timeZone="UTC" />
        </span>
      ),
      minInlineSize: '14rem',
    },
    { id: 'plan', name: t`Plan`, render: (row) => `${row.planName} · ${kinds[row.kind]}`, minInlineSize: '10rem' },
    { id: 'amount', name: t`Amount`, render: (row) => <Money amount={row.amount.amount} currency={row.amount.currency} />, align: 'end' },
    { id: 'method', name: t`Payment method`, render: (row) => <PaymentMethodText method={row.paymentMethod} />, minInlineSize: '9rem' },
    { id: 'status', name: t`Status`, render: (row) => <StatusLabel vocabulary="billing" status={row.status} /> },
  ];
  const rows: PaymentRow[] = (history.data?.content ?? []).map((item) => ({ ...item, id: item.paymentId }));
  const total = history.data?.totalElements ?? 0;
  return (
    <Card title={t`Payment history`} headingLevel={2}>
      <div className={styles.stack} data-payment-history data-payments={history.isSuccess ? total : undefined}>
        <Table<PaymentRow>
          aria-label={t`Payment history`}
          columns={columns}
          rows={rows}
          isLoading={history.isPending}
          loadingRowCount={3}
          error={history.isError ? t`The payment history could not be loaded.` : undefined}
          onRetry={() => void history.refetch()}
          renderEmptyState={() => <p className={styles.subtle}>{t`No payment yet.`}</p>}
        />
        {total > PAGE_SIZE && (
          <Pagination page={page} totalItems={total} pageSize={PAGE_SIZE} onPageChange={setPage} aria-label={t`Payment history pages`} />
        )}
      </div>
    </Card>
  );
}
