import { useDeferredValue } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Card } from '@ds/Card';
import { ContentContainer } from '@ds/ContentContainer';
import { RouterLinkButton } from '@console/app/links';
import { regionNames } from '@console/i18n/regionNames';
import { PageError, PageLoading } from '@console/shared/PageState';
import { BillingSummary } from './BillingSummary';
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

/**
 * The dashboard (spec section 2): welcome, organisation info, the owner's billing summary, one card per
 * service with its plan and tenant state, blog and use-case cards and the free-trial request. Each block
 * loads and fails on its own, with a retry. The shell gives the <main> (and the extra-information form).
 */
export function DashboardPage() {
  useCatalog();
  const { t, i18n } = useLingui();
  const { locale } = route.useParams();
  const { profile, organization, isLoading, error, retry } = useWelcomeData();
  const data = useDashboardData(profile, organization);
  useExpiredPlanNotice(data.services.status);
  // The service cards and what follows them are the page's heaviest render: once their data is in they render in a
  // transition, in slices, after the cheaper commit of the rest (Lighthouse's total blocking time). All of them switch
  // in that one render, so nothing below the cards moves twice.
  const servicesLoaded =
    !data.services.error && !data.role.error && !data.services.isPending && !data.role.isPending && Boolean(data.services.productList);
  const showServices = useDeferredValue(servicesLoaded);

  if (isLoading) {
    return (
      <ContentContainer>
        <div className={styles.page}>
          <PageLoading label={t`Loading your organisation…`} />
        </div>
      </ContentContainer>
    );
  }

  if (error || !profile || !organization) {
    return (
      <ContentContainer>
        <div className={styles.page}>
          <PageError error={error} onRetry={retry} />
        </div>
      </ContentContainer>
    );
  }

  const name = profile.name;
  const isOwner = data.role.data?.isOwner === true;
  const services = data.services;
  const servicesFailed = Boolean(services.error || data.role.error);
  const loadedServices =
    showServices &&
    !servicesFailed && !services.isPending && !data.role.isPending && services.productList && services.tenants && services.status
      ? { productList: services.productList, tenants: services.tenants, status: services.status }
      : undefined;
  return (
    <ContentContainer>
      <div className={styles.page}>
        <h1 className={styles.title}>{name ? <Trans>Welcome, {name}</Trans> : <Trans>Welcome</Trans>}</h1>
        <div className={styles.overview} data-owner={isOwner || undefined}>
          <section className={styles.card} aria-labelledby="organization-title">
            <h2 id="organization-title" className={styles.cardTitle}>
              {organization.name}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <Trans>Region</Trans>
                </dt>
                <dd>{i18n._(regionNames[organization.region])}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Services</Trans>
                </dt>
                <dd>{i18n.number(organization.serviceCount)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Members</Trans>
                </dt>
                <dd>{i18n.number(organization.memberCount)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Your role</Trans>
                </dt>
                <dd>{data.role.data ? isOwner ? <Trans>Owner</Trans> : <Trans>Member</Trans> : '–'}</dd>
              </div>
            </dl>
          </section>
          {isOwner && (
            <BillingSummary
              summary={data.billing.summary}
              failedPayments={data.billing.failedPayments}
              locale={locale}
              isPending={data.billing.isPending}
              error={data.billing.error}
              retry={data.billing.retry}
            />
          )}
        </div>

        <section className={styles.section} aria-labelledby="services-title" data-section="services">
          <h2 id="services-title" className={styles.sectionTitle}>
            <Trans>Your services</Trans>
          </h2>
          {servicesFailed ? (
            <PageError
              error={services.error ?? data.role.error}
              onRetry={() => {
                services.retry();
                data.role.retry();
              }}
            />
          ) : !loadedServices ? (
            <PageLoading label={t`Loading your services…`} blocks={2} />
          ) : (
            <ServiceCards
              cards={serviceCards({ ...loadedServices, details: services.details })}
              isOwner={isOwner}
              locale={locale}
            />
          )}
        </section>

        {/* The blocks under the services wait for them: the services' height is known only with their
            data, and content already on screen must not move when it arrives (CLS 0, issue #7). */}
        {(servicesFailed || loadedServices) && (
          <>
            <Card title={t`Try NetFUNNEL with our team`} headingLevel={2} className={styles.trialRequest}>
              <div className={styles.trialRequestBody}>
                <p>
                  <Trans>
                    Tell us about your traffic and we will set up a guided free trial with you. Sales replies within 1 business day (UTC+9).
                  </Trans>
                </p>
                <RouterLinkButton to="/$locale/console/contact/free-trial/netfunnel" params={{ locale }} variant="secondary">
                  <Trans>Request a free trial</Trans>
                </RouterLinkButton>
              </div>
            </Card>

            <InsightCards id="blog-title" title={t`From the blog`} items={blogPosts} />
            <InsightCards id="use-cases-title" title={t`Use cases`} items={useCases} />
          </>
        )}
      </div>
    </ContentContainer>
  );
}
