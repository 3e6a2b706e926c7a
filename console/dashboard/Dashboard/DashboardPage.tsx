import { lazy, Suspense, useDeferredValue } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Card } from '@ds/Card';
import { PageLayout } from '@ds/PageLayout';
import { PageSection } from '@ds/PageSection';
import { formatCount } from '@ds/i18n/formatters';
import { RouterLinkButton } from '@console/app/links';
import { regionNames } from '@console/i18n/regionNames';
import { PageError, PageLoading } from '@console/shared/PageState';
import { accountAlerts } from './accountAlerts';
import { BillingSummary } from './BillingSummary';
import { useDashboardClock } from './dashboardClock';
import { Facts } from './Facts';
import { InsightCards } from './InsightCards';
import { blogPosts, useCases } from './insights';
import { ServiceCards } from './ServiceCards';
import { serviceCards } from './serviceCards';
import { useDashboardData } from './useDashboardData';
import { useExpiredPlanNotice } from './useExpiredPlanNotice';
import { useWelcomeData } from './useWelcomeData';
import styles from './DashboardPage.module.scss';
import { useCatalog } from '../catalog';

const route = getRouteApi('/$locale/console/dashboard');

// Most visits have no alert: the banners' code and styles load only when there is one (the route's byte budget).
const AccountAlerts = lazy(() =>
  import('./AccountAlerts').then((module) => ({
    default: module.AccountAlerts,
  })),
);

/**
 * The dashboard (spec section 2): welcome, the account's alerts as banners, organisation facts and the owner's
 * billing summary side by side, one card per service with its plan and tenant state, the free-trial request, blog
 * and use-case cards. The header, facts and services fit a 1280x800 screen. Each block fails on its own, with a
 * retry. The shell gives the <main> (and the extra-information form).
 */
export function DashboardPage() {
  useCatalog();
  const { t, i18n } = useLingui();
  const { locale } = route.useParams();
  const now = useDashboardClock();
  const { profile, organization, isLoading, error, retry } = useWelcomeData();
  const data = useDashboardData(profile, organization);
  useExpiredPlanNotice(data.services.status);
  // The service cards and what follows them are the page's heaviest render: once their data is in they render in a
  // transition, in slices, after the cheaper commit of the rest (Lighthouse's total blocking time).
  const servicesLoaded =
    !data.services.error &&
    !data.role.error &&
    !data.services.isPending &&
    !data.role.isPending &&
    Boolean(data.services.productList);
  const showServices = useDeferredValue(servicesLoaded);
  const name = profile?.name;
  const title = name ? <Trans>Welcome, {name}</Trans> : <Trans>Welcome</Trans>;

  if (isLoading || error || !profile || !organization) {
    return (
      <PageLayout title={title} data-page="dashboard">
        <div className={styles.screen}>
          {isLoading ? (
            <PageLoading label={t`Loading your organisation…`} />
          ) : (
            <PageError error={error} onRetry={retry} />
          )}
        </div>
      </PageLayout>
    );
  }

  const isOwner = data.role.data?.isOwner === true;
  const services = data.services;
  const servicesFailed = Boolean(services.error || data.role.error);
  const loadedServices =
    showServices &&
    !servicesFailed &&
    !services.isPending &&
    !data.role.isPending &&
    services.productList &&
    services.tenants &&
    services.status
      ? {
          productList: services.productList,
          tenants: services.tenants,
          status: services.status,
        }
      : undefined;
  const cards = loadedServices
    ? serviceCards({ ...loadedServices, details: services.details })
    : undefined;
  // Everything under the header appears in one render, once the services and the failed payments are in: the
  // alerts sit above the facts, and a banner arriving later would push the whole page down (CLS 0, issue #7).
  const ready =
    (servicesFailed || cards !== undefined) &&
    data.billing.failedPaymentsSettled;
  const loading = (
    <PageLayout title={title} data-page="dashboard">
      <div className={styles.screen}>
        <PageLoading label={t`Loading your services…`} />
      </div>
    </PageLayout>
  );
  if (!ready) return loading;

  const alerts = accountAlerts({
    cards: cards ?? [],
    failedPayments: isOwner ? data.billing.failedPayments : undefined,
    now: now(),
  });
  // While the banners' code loads the page stays as it was: all of it then comes in one render.
  return (
    <Suspense fallback={loading}>
      <PageLayout
        title={title}
        data-page="dashboard"
        notice={
          alerts.length > 0 ? (
            <AccountAlerts alerts={alerts} isOwner={isOwner} locale={locale} />
          ) : undefined
        }
      >
        <div className={styles.screen}>
          <div className={styles.overview} data-owner={isOwner || undefined}>
            <div className={styles.overviewItem}>
              <Card
                title={organization.name}
                headingLevel={2}
                className={styles.overviewCard}
              >
                <Facts
                  items={[
                    {
                      id: 'region',
                      term: <Trans>Region</Trans>,
                      value: i18n._(regionNames[organization.region]),
                    },
                    {
                      id: 'services',
                      term: <Trans>Services</Trans>,
                      value: formatCount(
                        organization.serviceCount,
                        i18n.locale,
                      ),
                    },
                    {
                      id: 'members',
                      term: <Trans>Members</Trans>,
                      value: formatCount(organization.memberCount, i18n.locale),
                    },
                    {
                      id: 'role',
                      term: <Trans>Your role</Trans>,
                      value: data.role.data ? (
                        isOwner ? (
                          <Trans>Owner</Trans>
                        ) : (
                          <Trans>Member</Trans>
                        )
                      ) : (
                        '–'
                      ),
                    },
                  ]}
                />
              </Card>
            </div>
            {isOwner && (
              <BillingSummary
                summary={data.billing.summary}
                locale={locale}
                isPending={data.billing.isPending}
                error={data.billing.error}
                retry={data.billing.retry}
              />
            )}
          </div>

          <div className={styles.services} data-section="services">
            <PageSection title={<Trans>Your services</Trans>}>
              {servicesFailed || !cards ? (
                <PageError
                  error={services.error ?? data.role.error}
                  onRetry={() => {
                    services.retry();
                    data.role.retry();
                  }}
                />
              ) : (
                <ServiceCards cards={cards} isOwner={isOwner} locale={locale} />
              )}
            </PageSection>
          </div>

          <Card title={t`Try NetFUNNEL with our team`} headingLevel={2}>
            <div className={styles.trialRequestBody}>
              <p>
                <Trans>
                  Tell us about your traffic and we will set up a guided free
                  trial with you. Sales replies within 1 business day (UTC+9).
                </Trans>
              </p>
              <RouterLinkButton
                to="/$locale/console/contact/free-trial/netfunnel"
                params={{ locale }}
                variant="secondary"
              >
                <Trans>Request a free trial</Trans>
              </RouterLinkButton>
            </div>
          </Card>

          <InsightCards title={t`From the blog`} items={blogPosts} />
          <InsightCards title={t`Use cases`} items={useCases} />
        </div>
      </PageLayout>
    </Suspense>
  );
}
