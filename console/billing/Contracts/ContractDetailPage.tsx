import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@ds/Breadcrumbs';
import { Button } from '@ds/Button';
import { DateTime } from '@ds/DateTime';
import { DescriptionList } from '@ds/DescriptionList';
import { Icon } from '@ds/Icon';
import { InlineAlert } from '@ds/InlineAlert';
import { Money } from '@ds/Money';
import { PageLayout } from '@ds/PageLayout';
import { PageSection } from '@ds/PageSection';
import { formatCount } from '@ds/i18n/formatters';
import { isApiError } from '@console/api/isApiError';
import { contractDetailQueryOptions } from '@console/api/queries/contracts';
import type { ContractDetailResponse } from '@contract/schemas/contracts';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { AccountTabs } from '@console/account';
import { PageError, PageLoading } from '@console/shared/PageState';
import { contractTypeLabels, isMonthly, PaidLabel, paymentMethodLabels, Period } from './contractWords';
import styles from './Contracts.module.scss';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/account/contract/$id');

/** The server's "no such contract" (404). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.errorCode === 'NOT_FOUND');
}

/**
 * A contract's detail (spec section 3: every field of the contract), in the account tabs, with its invoice:
 * the contract as a printable statement (the browser's print, with a print stylesheet that prints only the
 * invoice, so "download" is the print dialog's "Save as PDF"). An unknown id says so with the way back.
 */
export function ContractDetailPage() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const queryClient = useQueryClient();
  const { locale, id } = route.useParams();
  const retriesByDefault = queryClient.getDefaultOptions().queries?.retry !== false;
  const detail = useQuery({
    ...contractDetailQueryOptions(services, id),
    // An unknown id is an answer, not a hiccup: show it at once instead of retrying.
    retry: (failureCount, error) => retriesByDefault && !isNotFound(error) && failureCount < 3,
  });

  const listHref = `/${locale}/console/account/contract`;
  const backToList = (
    <RouterLinkButton to="/$locale/console/account/contract" params={{ locale }} search={{ page: 0 }} variant="secondary" size="sm">
      <Trans>Back to contracts</Trans>
    </RouterLinkButton>
  );

  // The trail ends with the contract's name once it is known, its id until then.
  let current = id;
  let content;
  if (detail.isPending) {
    content = <PageLoading label={t`Loading the contract…`} />;
  } else if (detail.isError && isNotFound(detail.error)) {
    content = (
      <PageSection title={t`Contract not found`} data-contract="not-found">
        <InlineAlert tone="warning" role="note" action={backToList}>
          <Trans>There is no contract {id} in your organisation. Check the address, or find the contract in the list.</Trans>
        </InlineAlert>
      </PageSection>
    );
  } else if (detail.isError) {
    content = <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  } else {
    current = contractTitle(detail.data);
    content = <ContractDetail contract={detail.data} />;
  }

  return (
    <PageLayout
      title={t`Account management`}
      breadcrumbs={
        <Breadcrumbs
          items={[
            { id: 'contracts', label: t`Contracts`, href: listHref },
            { id: 'contract', label: current },
          ]}
        />
      }
      tabs={<AccountTabs current="contract" />}
      data-page="contract-detail"
    >
      {content}
    </PageLayout>
  );
}

/** A contract's name, as its heading and the end of the breadcrumb trail. */
const contractTitle = (contract: ContractDetailResponse) => `${contract.serviceName} ${contract.plan}`;

function ContractDetail({ contract }: { contract: ContractDetailResponse }) {
  const { t, i18n } = useLingui();
  const monthly = isMonthly(contract.type);
  const amount = monthly ? contract.monthlyAmount : contract.contractAmount;
  const currency = amount?.currency ?? contract.amount?.currency ?? 'USD';
  const title = contractTitle(contract);
  const none = <span className={styles.none}>–</span>;
  const paymentDay = formatCount(contract.paymentDay, i18n.locale);

  const items = [
    { id: 'service', term: t`Service`, description: contract.serviceName },
    { id: 'plan', term: t`Plan`, description: contract.plan },
    {
      id: 'type',
      term: t`Type`,
      description: <span data-contract-type={contract.type}>{i18n._(contractTypeLabels[contract.type])}</span>,
    },
    { id: 'usageYear', term: t`Usage year`, description: String(contract.usageYear) },
    { id: 'period', term: t`Period`, description: <Period start={contract.startDate} end={contract.endDate} /> },
    ...(contract.type === 'SPOT' || contract.spotCount !== null
      ? [{ id: 'spotCount', term: t`Spot tickets`, description: contract.spotCount === null ? none : formatCount(contract.spotCount, i18n.locale) }]
      : []),
    { id: 'subscriptionStart', term: t`Subscription start`, description: <DateTime value={contract.subscriptionStartDate} timeZone="UTC" /> },
    { id: 'paymentDay', term: t`Payment date`, description: monthly ? t`Day ${paymentDay} of each month (UTC)` : t`Day ${paymentDay} of the month (UTC)` },
    {
      id: 'amount',
      term: monthly ? t`Monthly amount` : t`Contract amount`,
      description: amount ? <Money amount={amount.amount} currency={amount.currency} /> : none,
    },
    { id: 'excess', term: t`Excess charges`, description: t`Billed separately with the monthly payment` },
    { id: 'currency', term: t`Currency`, description: currency },
    { id: 'method', term: t`Payment method`, description: i18n._(paymentMethodLabels[contract.paymentMethod]) },
    { id: 'prepayment', term: t`Prepayment`, description: contract.prepayment ? t`Prepaid` : t`Not prepaid` },
    { id: 'valid', term: t`Valid period`, description: <Period start={contract.validFrom} end={contract.validTo} /> },
    { id: 'paid', term: t`Payment status`, description: <PaidLabel paid={contract.paid} /> },
  ];

  return (
    <PageSection
      title={title}
      actions={
        <Button variant="secondary" icon={<Icon name="download" size={16} />} onPress={() => window.print()} data-action="print">
          <Trans>Print or save as PDF</Trans>
        </Button>
      }
      data-contract={contract.contractId}
    >
      <DescriptionList aria-label={t`Contract details`} items={items} />
      <Invoice contract={contract} />
    </PageSection>
  );
}

/** The contract as an invoice: the statement printed (or saved as PDF) on its own. */
function Invoice({ contract }: { contract: ContractDetailResponse }) {
  const { t, i18n } = useLingui();
  const monthly = isMonthly(contract.type);
  const amount = (monthly ? contract.monthlyAmount : contract.contractAmount) ?? contract.amount;
  return (
    <section className={styles.invoice} aria-labelledby="invoice-title" data-print-root="">
      <header className={styles.invoiceHead}>
        <h3 id="invoice-title" className={styles.invoiceTitle}>
          {t`Invoice`}
        </h3>
        <PaidLabel paid={contract.paid} />
      </header>
      <dl className={styles.invoiceFacts}>
        <div>
          <dt>{t`Reference`}</dt>
          <dd className={styles.reference}>{contract.contractId}</dd>
        </div>
        <div>
          <dt>{t`Period`}</dt>
          <dd>
            <Period start={contract.startDate} end={contract.endDate} />
          </dd>
        </div>
        <div>
          <dt>{t`Payment method`}</dt>
          <dd>{i18n._(paymentMethodLabels[contract.paymentMethod])}</dd>
        </div>
      </dl>
      <table className={styles.invoiceLines}>
        <caption className={styles.visuallyHidden}>{t`Invoice lines`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Item`}</th>
            <th scope="col" className={styles.end}>
              {t`Amount`}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              {contract.serviceName} {contract.plan}
              <span className={styles.lineType}>
                {i18n._(contractTypeLabels[contract.type])}
                {monthly ? ` · ${t`per month`}` : ''}
              </span>
            </th>
            <td className={styles.end}>
              {amount ? <Money amount={amount.amount} currency={amount.currency} /> : '–'}
            </td>
          </tr>
          <tr>
            <th scope="row">{t`Excess charges`}</th>
            <td className={styles.end}>{t`Billed separately`}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{monthly ? t`Total per month` : t`Total`}</th>
            <td className={styles.end}>
              {amount ? <Money amount={amount.amount} currency={amount.currency} /> : '–'}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>
        {contract.prepayment ? (
          <Trans>Prepaid for the whole period.</Trans>
        ) : (
          <Trans>Charged on the payment date; the amount is fixed on the month-end usage.</Trans>
        )}
      </p>
    </section>
  );
}
