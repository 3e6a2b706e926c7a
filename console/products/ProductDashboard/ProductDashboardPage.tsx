import { lazy, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { DescriptionList } from '@ds/DescriptionList';
import { InlineAlert } from '@ds/InlineAlert';
import { Link } from '@ds/Link';
import { LinkButton } from '@ds/LinkButton';
import { PageLayout } from '@ds/PageLayout';
import { StatusLabel } from '@ds/StatusLabel';
import { organizationQueryOptions, organizationUserQueryOptions, productListQueryOptions } from '@console/api/queries/organization';
import { subscriptionStatusQueryOptions } from '@console/api/queries/subscription';
import { tenantUsageQueryOptions } from '@console/api/queries/tenant';
import { profileQueryOptions } from '@console/api/queries/user';
import { messageFor } from '@console/api/contextMessages';
import { RouterLinkButton } from '@console/app/links';
import { MountOnFirstOpen } from '@console/app/MountOnFirstOpen';
import { useServices } from '@console/app/ServicesContext';
import type { Locale } from '@console/i18n/locales';
import { PageError, PageLoading } from '@console/shared/PageState';
import { useShellDialogs } from '@console/shell';
import { productByCode } from '@console/shared/products';
import {
  productDocumentUrl,
  productRunUrl,
  slaDocumentUrl,
  type DashboardProduct,
  type ProductDocument,
} from './productLinks';
import { subscriptionOf, tenantOf, tenantStateOf, type TenantDialogKind, type TenantState } from './tenantState';
import styles from './ProductDashboardPage.module.scss';
import { useCatalog } from '../catalog';

// Opened on a press only: its code (React Aria's modal) downloads on the first opening (MountOnFirstOpen).
const TenantStateDialog = lazy(() => import('./TenantStateDialog').then((module) => ({ default: module.TenantStateDialog })));

export interface ProductDashboardPageProps {
  locale: Locale;
  productCode: DashboardProduct;
}

/**
 * A product's dashboard (`/{locale}/console/product/{productCode}/dashboard`, spec section 2): the run button
 * (opens the product when its tenant runs, otherwise the tenant-state dialog), the plan and service state, the
 * manual, developer guide and changelog, and the service-level agreement in the user's language.
 */
export function ProductDashboardPage({ locale, productCode }: ProductDashboardPageProps) {
  useCatalog();
  const { t, i18n } = useLingui();
  const services = useServices();
  const dialogs = useShellDialogs();
  const profile = useQuery(profileQueryOptions(services, { regionInfoLoaded: true }));
  const organization = useQuery(organizationQueryOptions(services, { profile: profile.data }));
  const role = useQuery(organizationUserQueryOptions(services, { profile: profile.data }));
  const tenants = useQuery(tenantUsageQueryOptions(services));
  const status = useQuery(subscriptionStatusQueryOptions(services));
  const productList = useQuery(productListQueryOptions(services, { organizationId: organization.data?.id }));
  const [dialog, setDialog] = useState<TenantDialogKind | null>(null);

  const productName = productByCode(productCode)?.name ?? productCode;
  const queries = [tenants, status, productList];
  const failed = queries.find((query) => query.isError);

  if (failed || !tenants.data || !status.data || !productList.data) {
    return (
      <PageLayout title={productName} data-product-dashboard={productCode}>
        {failed ? (
          <PageError
            error={failed.error}
            onRetry={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          />
        ) : (
          <PageLoading label={t`Loading ${productName}…`} blocks={2} />
        )}
      </PageLayout>
    );
  }

  const tenant = tenantOf(tenants.data, productCode);
  const subscription = subscriptionOf(status.data, productCode);
  const state = tenantStateOf(tenant, subscription);
  const planName = productList.data.find((item) => item.productCode === productCode)?.planName ?? '';
  const isOwner = role.data?.isOwner === true;
  const runUrl = state === 'running' && tenant ? productRunUrl(tenant.subDomain) : null;
  const canStartTrial = isOwner && state === 'notSubscribed' && subscription?.freeTrialUsed === false;

  const runAction =
    state === 'notSubscribed' ? null : runUrl ? (
      <LinkButton href={runUrl} isExternal variant="primary" data-action="run">
        {t`Run ${productName}`}
      </LinkButton>
    ) : (
      <Button
        variant="primary"
        data-action="run"
        onPress={() => setDialog(state === 'running' ? 'configuring' : (state as TenantDialogKind))}
      >
        {t`Run ${productName}`}
      </Button>
    );

  const planAction = isOwner ? (
    state === 'expired' ? (
      <Button variant="secondary" data-action="manage-plan" onPress={() => setDialog('expired')}>
        <Trans>Manage plan</Trans>
      </Button>
    ) : (
      <RouterLinkButton
        to="/$locale/console/plan/subscribe/$productCode"
        params={{ locale, productCode }}
        variant="secondary"
        data-action="manage-plan"
      >
        {state === 'notSubscribed' ? <Trans>View plans</Trans> : <Trans>Manage plan</Trans>}
      </RouterLinkButton>
    )
  ) : null;

  const documents: { id: ProductDocument; label: string }[] = [
    { id: 'manual', label: t`Manual` },
    { id: 'developerGuide', label: t`Developer guide` },
    { id: 'changelog', label: t`Changelog` },
  ];

  return (
    <PageLayout
      title={productName}
      description={i18n._(productDescriptions[productCode])}
      actions={
        <div className={styles.actions}>
          {canStartTrial && (
            <Button variant="primary" data-action="start-trial" onPress={() => dialogs.startFreeTrial(productCode)}>
              <Trans>Start free trial</Trans>
            </Button>
          )}
          {runAction}
        </div>
      }
      data-product-dashboard={productCode}
      data-state={state}
    >
      <StateNotice state={state} productName={productName} isOwner={isOwner} message={(code) => i18n._(messageFor('tenant', code))} />
      <div className={styles.cards}>
        <Card title={<Trans>Service</Trans>} headingLevel={2} actions={planAction}>
          <DescriptionList
            dividers={false}
            items={[
              { id: 'plan', term: t`Plan`, description: planName === '' ? t`No plan` : planName },
              {
                id: 'status',
                term: t`Service status`,
                description:
                  state === 'notSubscribed' ? (
                    t`Not subscribed`
                  ) : state === 'expired' ? (
                    <StatusLabel vocabulary="custom" tone="neutral" icon="clock" label={t`Plan expired`} />
                  ) : tenant ? (
                    <StatusLabel vocabulary="tenant" status={tenant.tenantStatus} />
                  ) : null,
              },
              ...(tenant && tenant.subDomain !== ''
                ? [{ id: 'address', term: t`Service address`, description: <span className={styles.address}>{tenant.subDomain}</span> }]
                : []),
            ]}
          />
        </Card>
        <Card title={<Trans>Documents</Trans>} headingLevel={2}>
          <ul className={styles.resources}>
            {documents.map((document) => (
              <li key={document.id}>
                <Link href={productDocumentUrl(productCode, document.id, locale)} isExternal data-document={document.id}>
                  {document.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href={slaDocumentUrl(productCode, locale)} isExternal data-document="sla">
                {t`Service level agreement (PDF)`}
              </Link>
            </li>
          </ul>
        </Card>
      </div>
      <MountOnFirstOpen isOpen={dialog !== null}>
        <TenantStateDialog
          locale={locale}
          productCode={productCode}
          productName={productName}
          kind={dialog}
          isOwner={isOwner}
          onClose={() => setDialog(null)}
        />
      </MountOnFirstOpen>
    </PageLayout>
  );
}

/** One sentence under the product's name. */
const productDescriptions: Record<DashboardProduct, MessageDescriptor> = {
  netfunnel: msg`A virtual waiting room that queues traffic peaks so your service stays up.`,
  botmanager: msg`Manage the bots that reach your websites: domains, monitoring, access and policies.`,
  mbuster: msg`Detect and block malicious bots on your services.`,
};

interface StateNoticeProps {
  state: TenantState;
  productName: string;
  isOwner: boolean;
  message: (code: 'TENANT_CONFIGURING' | 'TENANT_FAILED') => string;
}

/** The state in a line above the cards, so it is read without opening the dialog. */
function StateNotice({ state, productName, isOwner, message }: StateNoticeProps) {
  const { t } = useLingui();
  switch (state) {
    case 'running':
      return null;
    case 'notSubscribed':
      return (
        <InlineAlert tone="info" role="note">
          {isOwner
            ? t`You have not subscribed to ${productName} yet. Start a free trial or choose a plan to use it.`
            : t`Your organisation has not subscribed to ${productName} yet. Only the owner can subscribe.`}
        </InlineAlert>
      );
    case 'configuring':
      return (
        <InlineAlert tone="info" role="note">
          {message('TENANT_CONFIGURING')}
        </InlineAlert>
      );
    case 'ended':
      return (
        <InlineAlert tone="warning" role="note">
          {t`The subscription has ended, so the service is stopped.`}
        </InlineAlert>
      );
    case 'expired':
      return (
        <InlineAlert tone="warning" role="note">
          {t`The plan has expired: the service is stopped and the plan cannot be edited.`}
        </InlineAlert>
      );
    case 'failed':
      return (
        <InlineAlert tone="error" role="note">
          {message('TENANT_FAILED')}
        </InlineAlert>
      );
    case 'deleted':
      return (
        <InlineAlert tone="warning" role="note">
          {t`All data of this service has been deleted and cannot be restored. Subscribe again to use the service.`}
        </InlineAlert>
      );
  }
}
