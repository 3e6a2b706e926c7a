import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { isApiError } from '@console/api/isApiError';
import { genericErrorMessage } from '@console/api/errorMessages';
import { regionNames } from '@console/i18n/regionNames';
import { useWelcomeData } from './useWelcomeData';
import styles from './DashboardPage.module.scss';
import { useCatalog } from './catalog';

/** The dashboard's first block: welcome and organisation info (spec section 2, Dashboard). The shell gives the <main>. */
export function DashboardPage() {
  useCatalog();
  const { i18n } = useLingui();
  const { profile, organization, isLoading, error, retry } = useWelcomeData();

  if (isLoading) {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status" className={styles.status}>
          <Trans>Loading your organisation…</Trans>
        </p>
      </div>
    );
  }

  if (error || !profile || !organization) {
    const descriptor = isApiError(error) ? error.descriptor : genericErrorMessage;
    return (
      <div className={styles.page}>
        <div role="alert" className={styles.error}>
          <p>{i18n._(descriptor)}</p>
          <Button variant="secondary" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const name = profile.name;
  const memberCount = i18n.number(organization.memberCount);
  const serviceCount = i18n.number(organization.serviceCount);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {name ? <Trans>Welcome, {name}</Trans> : <Trans>Welcome</Trans>}
      </h1>
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
            <dd>{serviceCount}</dd>
          </div>
          <div>
            <dt>
              <Trans>Members</Trans>
            </dt>
            <dd>{memberCount}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
