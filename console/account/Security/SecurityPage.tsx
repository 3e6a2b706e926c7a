import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { PageLayout } from '@ds/PageLayout';
import { securityQueryOptions } from '@console/api/queries/account';
import { useServices } from '@console/app/ServicesContext';
import { AccountTabs } from '@console/account';
import { PageError, PageLoading } from '@console/shared/PageState';
import { useShellData } from '@console/shell';
import { PasswordSection } from './PasswordSection';
import { loadSecuritySettings } from './settingsCode';
import { useCatalog } from '../catalog';

const SecuritySettings = lazy(() => loadSecuritySettings().then((module) => ({ default: module.SecuritySettings })));

/**
 * Account security (spec sections 2, 3 and 5), the account area's security tab: password change, two-step
 * verification, auto logout and the IP whitelist. The settings are the signed-in user's own, for owners and
 * members alike. The password form does not need the settings, so it works while they load or fail. The settings'
 * code loads alongside them (settingsCode.ts).
 */
export function SecurityPage() {
  useCatalog();
  const { t } = useLingui();
  const services = useServices();
  const { profile } = useShellData();
  const security = useQuery(securityQueryOptions(services));
  const email = profile?.email ?? '';
  const loading = <PageLoading label={t`Loading the security settings…`} />;

  return (
    <PageLayout title={t`Account management`} tabs={<AccountTabs current="security" />} data-page="security">
      <PasswordSection email={email} />
      {security.isPending ? (
        loading
      ) : security.isError ? (
        <PageError error={security.error} onRetry={() => void security.refetch()} />
      ) : (
        <Suspense fallback={loading}>
          <SecuritySettings settings={security.data} email={email} />
        </Suspense>
      )}
    </PageLayout>
  );
}
