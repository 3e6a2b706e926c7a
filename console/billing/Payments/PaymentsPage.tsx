import { lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@ds/Card';
import { DateTime, formatDateTime } from '@ds/DateTime';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { EmptyState } from '@ds/EmptyState';
import { Icon } from '@ds/Icon';
import { Money } from '@ds/Money';
import { FilterBar } from '@ds/FilterBar';
import { ListResults } from '@ds/ListResults';
import { PageLayout } from '@ds/PageLayout';
import { PageSection } from '@ds/PageSection';
import { Pagination } from '@ds/Pagination';
import { Select } from '@ds/Select';
import { StatusLabel } from '@ds/StatusLabel';
import { Table, type TableColumn, type TableRowAction } from '@ds/Table';
import { billingOverviewQueryOptions } from '@console/api/queries/billing';
import { PAGE_SIZE } from '@console/api/queries/policies';
import type { BillingOverviewRequest, Invoice } from '@contract/schemas';
import { RouterLinkButton } from '@console/app/links';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { productCodes, type PaymentSearch, type ProductCode } from '@console/app/search';
import { useServices } from '@console/app/ServicesContext';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { FailedPayments } from './FailedPayments';
import { ReceiptEmails } from './ReceiptEmails';
import { paymentMethodText, usagePeriod } from './format';
import styles from './PaymentsPage.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening.
const ReceiptDialog = lazy(() => import('./ReceiptDialog').then((module) => ({ default: module.ReceiptDialog })));

const route = getRouteApi('/$locale/console/payment/');

type InvoiceRow = Invoice & { id: string };

const ALL = 'all';

/** The billing month a `date` filter names (`2026-11-05` -> `2026-11`). */
function monthOf(date: string | undefined): string | undefined {
  return date?.slice(0, 7);
}

/**
 * Payment management (owner only; the shell turns members away): this month's figures, failed payments with
 * the way to fix them during the grace period, the payment history filtered by product, year and billing
 * month (all in the address) and paged by 10, a printable receipt per paid charge, and the receipt e-mails.
 */
export function PaymentsPage() {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const { locale } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/$locale/console/payment/' });
  const setSearch = (change: Partial<PaymentSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: change.page ?? 0 }) });
  const [receipt, setReceipt] = useState<Invoice | null>(null);

  const month = monthOf(search.date);
  // A billing month belongs to its year: the date filter wins over a different year in the address.
  const year = month ? Number(month.slice(0, 4)) : search.year;
  const filters: BillingOverviewRequest = {
    ...(search.product ? { productCode: search.product } : {}),
    ...(year !== undefined ? { year } : {}),
    ...(month ? { month } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  // The unfiltered overview gives the figures and the years there is history for; the filtered one the rows.
  const overview = useQuery(billingOverviewQueryOptions(services));
  const history = useQuery({ ...billingOverviewQueryOptions(services, filters), enabled: filtered });
  const rowsQuery = filtered ? history : overview;

  const years = [...new Set((overview.data?.invoices ?? []).map((invoice) => Number(invoice.billingMonth.slice(0, 4))))].sort(
    (a, b) => b - a,
  );
  if (year !== undefined && !years.includes(year)) years.unshift(year);

  const productOptions = [
    { id: ALL, label: t`All products` },
    ...productCodes.map((code) => ({ id: code, label: productByCode(code)?.name ?? code })),
  ];
  const yearOptions = [{ id: ALL, label: t`All years` }, ...years.map((value) => ({ id: String(value), label: String(value) }))];
  const monthOptions = [
    { id: ALL, label: t`All months` },
    ...Array.from({ length: 12 }, (_, index) => ({
      id: String(index + 1).padStart(2, '0'),
      label: formatDateTime(new Date(Date.UTC(2000, index, 1)), i18n.locale, 'month', 'UTC'),
    })),
  ];

  const columns: TableColumn<InvoiceRow>[] = [
    {
      id: 'period',
      name: t`Usage period`,
      isRowHeader: true,
      minInlineSize: '11rem',
      render: (invoice) => <span data-month={invoice.billingMonth}>{usagePeriod(i18n, invoice.billingMonth)}</span>,
    },
    {
      id: 'product',
      name: t`Product`,
      minInlineSize: '8rem',
      render: (invoice) => (
        <span className={styles.product} data-product={invoice.productCode}>
          <span>{productByCode(invoice.productCode)?.name ?? invoice.productCode}</span>
          <span className={styles.subtle}>{invoice.planName}</span>
        </span>
      ),
    },
    {
      id: 'paymentDate',
      name: t`Payment date`,
      minInlineSize: '8rem',
      render: (invoice) => <DateTime value={invoice.paymentDate} timeZone="UTC" />,
    },
    {
      id: 'amount',
      name: t`Amount`,
      align: 'end',
      minInlineSize: '8rem',
      render: (invoice) => (
        <span className={styles.amount}>
          <Money amount={invoice.amount.amount} currency={invoice.amount.currency} />
          {invoice.overageAmount.amount > 0 && (
            <span className={styles.subtle}>
              <Trans>
                incl. overage <Money amount={invoice.overageAmount.amount} currency={invoice.overageAmount.currency} />
              </Trans>
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      name: t`Status`,
      minInlineSize: '8rem',
      render: (invoice) => (
        <span data-status={invoice.status}>
          <StatusLabel vocabulary="billing" status={invoice.status} />
        </span>
      ),
    },
    {
      id: 'method',
      name: t`Payment method`,
      minInlineSize: '10rem',
      render: (invoice) => paymentMethodText(i18n, invoice.paymentMethod),
    },
  ];

  const rowActions = (invoice: InvoiceRow): TableRowAction[] =>
    invoice.status === 'Paid' ? [{ id: 'receipt', label: t`View receipt` }] : [];

  const all = (rowsQuery.data?.invoices ?? []).map((invoice) => ({ ...invoice, id: invoice.invoiceId }));
  const total = all.length;
  const lastPage = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  const page = Math.min(search.page, lastPage);
  const rows = all.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const figures: DescriptionListItem[] = overview.data
    ? [
        {
          id: 'current',
          term: t`This month so far`,
          description: <Money amount={overview.data.currentMonthTotal.amount} currency={overview.data.currentMonthTotal.currency} />,
        },
        {
          id: 'next',
          term: t`Next payment date (UTC)`,
          description: overview.data.nextPaymentDate ? <DateTime value={overview.data.nextPaymentDate} timeZone="UTC" /> : t`None`,
        },
        {
          id: 'unpaid',
          term: t`Unpaid`,
          description: <Money amount={overview.data.unpaidTotal.amount} currency={overview.data.unpaidTotal.currency} />,
        },
        {
          id: 'pending',
          term: t`Pending`,
          description: <Money amount={overview.data.pendingTotal.amount} currency={overview.data.pendingTotal.currency} />,
        },
      ]
    : [];

  return (
    <PageLayout
      title={t`Payment management`}
      description={<Trans>Your charges in US dollars, their receipts, and what to do when a payment fails.</Trans>}
      actions={
        <RouterLinkButton to="/$locale/console/payment/method" params={{ locale }} variant="secondary">
          <Trans>Payment methods</Trans>
        </RouterLinkButton>
      }
      data-page="payments"
    >
      {overview.isPending ? (
        <PageLoading label={t`Loading payments…`} />
      ) : overview.isError ? (
        <PageError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <Card title={t`Billing summary`} headingLevel={2}>
            <DescriptionList items={figures} layout="auto" aria-label={t`Billing summary`} />
          </Card>
          <FailedPayments locale={locale} />
          <PageSection title={t`Payment history`} data-section="payment-history">
            <FilterBar aria-label={t`Filter payments`}>
              <Select
                label={t`Product`}
                options={productOptions}
                value={search.product ?? ALL}
                onChange={(key) =>
                  setSearch({ product: key === ALL || key === null ? undefined : (String(key) as ProductCode) })
                }
              />
              <Select
                label={t`Year`}
                options={yearOptions}
                value={year !== undefined ? String(year) : ALL}
                onChange={(key) =>
                  setSearch({ year: key === ALL || key === null ? undefined : Number(key), date: undefined })
                }
              />
              <Select
                label={t`Billing month`}
                description={year === undefined ? t`Choose a year first.` : undefined}
                isDisabled={year === undefined}
                options={monthOptions}
                value={month ? month.slice(5, 7) : ALL}
                onChange={(key) =>
                  setSearch({
                    year,
                    date: key === ALL || key === null || year === undefined ? undefined : `${year}-${String(key)}-01`,
                  })
                }
              />
            </FilterBar>
            {rowsQuery.isPending ? (
              <PageLoading label={t`Loading payments…`} />
            ) : rowsQuery.isError ? (
              <PageError error={rowsQuery.error} onRetry={() => void rowsQuery.refetch()} />
            ) : (
              <ListResults
                count={<Plural value={total} one="# payment" other="# payments" />}
                pagination={
                  total > PAGE_SIZE && (
                    <Pagination
                      page={page}
                      totalItems={total}
                      pageSize={PAGE_SIZE}
                      onPageChange={(next) => setSearch({ page: next })}
                      aria-label={t`Payment history pages`}
                    />
                  )
                }
              >
                <Table<InvoiceRow>
                  aria-label={t`Payment history`}
                  columns={columns}
                  rows={rows}
                  rowActions={rowActions}
                  onRowAction={(invoice) => setReceipt(invoice)}
                  rowActionsLabel={(invoice) => {
                    const period = usagePeriod(i18n, invoice.billingMonth);
                    return t`Actions for the payment of ${period}`;
                  }}
                  renderEmptyState={() =>
                    filtered ? (
                      <EmptyState title={t`No payments match`} illustration={<Icon name="search" />} size="sm">
                        <Trans>Try another product, year or month.</Trans>
                      </EmptyState>
                    ) : (
                      <EmptyState title={t`No payments yet`} illustration={<Icon name="inbox" />} size="sm">
                        <Trans>Your charges appear here from the first payment day after you subscribe.</Trans>
                      </EmptyState>
                    )
                  }
                />
              </ListResults>
            )}
          </PageSection>
          <ReceiptEmails />
        </>
      )}
      <MountOnFirstOpen isOpen={receipt !== null}>
        <ReceiptDialog invoice={receipt} onClose={() => setReceipt(null)} />
      </MountOnFirstOpen>
    </PageLayout>
  );
}
