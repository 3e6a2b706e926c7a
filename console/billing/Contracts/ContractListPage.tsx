import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@ds/EmptyState';
import { Icon } from '@ds/Icon';
import { Money } from '@ds/Money';
import { FilterBar } from '@ds/FilterBar';
import { ListResults } from '@ds/ListResults';
import { PageLayout } from '@ds/PageLayout';
import { PageSection } from '@ds/PageSection';
import { Pagination } from '@ds/Pagination';
import { Select } from '@ds/Select';
import { Table, type TableColumn } from '@ds/Table';
import { contractListQueryOptions, contractYearsQueryOptions } from '@console/api/queries/contracts';
import { PAGE_SIZE } from '@console/api/queries/policies';
import type { ContractSummary } from '@contract/schemas/contracts';
import { RouterLink } from '@console/app/links';
import { productCodes, type ContractListSearch, isProductCode } from '@console/app/search';
import { useServices } from '@console/app/ServicesContext';
import { AccountTabs } from '@console/account';
import { PageError, PageLoading } from '@console/shared/PageState';
import { productByCode } from '@console/shared/products';
import { contractTypeLabels, isMonthly, PaidLabel, paymentMethodLabels, Period } from './contractWords';
import styles from './Contracts.module.scss';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/account/contract/');

type ContractRow = ContractSummary & { id: string };

const ALL = 'all';

/**
 * The contract list (spec sections 2 and 3), in the account tabs: year and product filters and the 0-based
 * page in the address (a new year or product goes back to page 0), the spec's contract columns, each row
 * opening the contract's detail.
 */
export function ContractListPage() {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const { locale } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/$locale/console/account/contract/' });
  const setSearch = (change: Partial<ContractListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) });

  const years = useQuery(contractYearsQueryOptions(services));
  const list = useQuery(
    contractListQueryOptions(services, {
      pageNum: search.page,
      pageSize: PAGE_SIZE,
      ...(search.year !== undefined ? { year: search.year } : {}),
      ...(search.product ? { productCode: search.product } : {}),
    }),
  );
  const rows: ContractRow[] = (list.data?.content ?? []).map((contract) => ({ ...contract, id: contract.contractId }));

  const yearOptions = [
    { id: ALL, label: t`All years` },
    // The year in the address stays selectable even before the years arrive (or if none matches).
    ...[...new Set([...(years.data ?? []), ...(search.year !== undefined ? [search.year] : [])])]
      .sort((a, b) => b - a)
      .map((year) => ({ id: String(year), label: String(year) })),
  ];
  const productOptions = [
    { id: ALL, label: t`All services` },
    ...productCodes.map((code) => ({ id: code, label: productByCode(code)?.name ?? code })),
  ];

  const columns: TableColumn<ContractRow>[] = [
    {
      id: 'service',
      name: t`Service`,
      isRowHeader: true,
      minInlineSize: '9rem',
      render: (row) => (
        <RouterLink to="/$locale/console/account/contract/$id" params={{ locale, id: row.contractId }}>
          {row.serviceName}
        </RouterLink>
      ),
    },
    { id: 'plan', name: t`Plan`, minInlineSize: '6rem', render: (row) => row.plan },
    {
      id: 'type',
      name: t`Type`,
      minInlineSize: '10rem',
      render: (row) => <span data-contract-type={row.type}>{i18n._(contractTypeLabels[row.type])}</span>,
    },
    { id: 'period', name: t`Period`, minInlineSize: '13rem', render: (row) => <Period start={row.startDate} end={row.endDate} /> },
    {
      id: 'amount',
      name: t`Amount`,
      align: 'end',
      minInlineSize: '8rem',
      render: (row) =>
        row.amount === null ? (
          <span className={styles.none}>–</span>
        ) : (
          <span className={styles.amount}>
            <Money amount={row.amount.amount} currency={row.amount.currency} />
            <span className={styles.per}>{isMonthly(row.type) ? t`per month` : t`per contract`}</span>
          </span>
        ),
    },
    {
      id: 'method',
      name: t`Payment method`,
      minInlineSize: '8rem',
      render: (row) => i18n._(paymentMethodLabels[row.paymentMethod]),
    },
    {
      id: 'prepayment',
      name: t`Prepayment`,
      minInlineSize: '7rem',
      render: (row) => (row.prepayment ? t`Prepaid` : t`Not prepaid`),
    },
    { id: 'paid', name: t`Payment status`, minInlineSize: '8rem', render: (row) => <PaidLabel paid={row.paid} /> },
  ];

  const total = list.data?.totalElements ?? 0;
  const filtered = search.year !== undefined || search.product !== undefined;

  return (
    <PageLayout title={t`Account management`} tabs={<AccountTabs current="contract" />} data-page="contracts">
      <PageSection
        title={t`Contracts`}
        description={<Trans>Every contract of your organisation, from subscriptions in the console and through sales.</Trans>}
      >
        <FilterBar aria-label={t`Filter contracts`}>
          <Select
            label={t`Year`}
            options={yearOptions}
            value={search.year !== undefined ? String(search.year) : ALL}
            onChange={(key) => {
              const year = key === ALL || key === null ? undefined : Number(key);
              // Spec section 4: a new year goes back to the first page.
              if (year !== search.year) setSearch({ year, page: 0 });
            }}
          />
          <Select
            label={t`Service`}
            options={productOptions}
            value={search.product ?? ALL}
            onChange={(key) => {
              const product = isProductCode(key) ? key : undefined;
              if (product !== search.product) setSearch({ product, page: 0 });
            }}
          />
        </FilterBar>
        {list.isPending ? (
          <PageLoading label={t`Loading contracts…`} />
        ) : list.isError ? (
          <PageError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <ListResults
            count={<Plural value={total} one="# contract" other="# contracts" />}
            pagination={
              total > PAGE_SIZE && (
                <Pagination
                  page={search.page}
                  totalItems={total}
                  pageSize={PAGE_SIZE}
                  onPageChange={(page) => setSearch({ page })}
                  aria-label={t`Contract pages`}
                />
              )
            }
          >
            <Table<ContractRow>
              aria-label={t`Contracts`}
              columns={columns}
              rows={rows}
              renderEmptyState={() =>
                filtered ? (
                  <EmptyState title={t`No contracts match`} illustration={<Icon name="search" />} size="sm">
                    <Trans>Try another year or service.</Trans>
                  </EmptyState>
                ) : (
                  <EmptyState title={t`No contracts yet`} illustration={<Icon name="file" />} size="sm">
                    <Trans>A contract appears here when your organisation subscribes to a service.</Trans>
                  </EmptyState>
                )
              }
            />
            {total > 0 && (
              <p className={styles.note}>
                <Trans>Amounts are in the contract's currency and do not include excess charges, which are billed separately with the monthly payment.</Trans>
              </p>
            )}
          </ListResults>
        )}
      </PageSection>
    </PageLayout>
  );
}
