import { lazy, memo, Suspense, useContext, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches, useRouteContext, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell } from '@ds/AppShell';
import { Button } from '@ds/Button';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Icon } from '@ds/Icon';
import { Logo } from '@ds/Logo';
import { Spinner } from '@ds/Spinner';
import { Tooltip } from '@ds/Tooltip';
import { TopBar } from '@ds/TopBar';
import { securityQueryOptions } from '@console/api/queries/account';
import { tenantUsageQueryOptions } from '@console/api/queries/tenant';
import { logoutMutationOptions } from '@console/api/queries/user';
import { isApiError } from '@console/api/isApiError';
import { genericErrorMessage } from '@console/api/genericErrorMessage';
import { RouterLink, RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { useHangulNamesFont } from '@console/app/useHangulNamesFont';
import { useToaster } from '@console/app/ToasterContext';
import { isLocale, type Locale } from '@console/i18n/locales';
import { consumeRedirectUrl } from '@console/session';
import { enqueueInitialToast } from '@console/session/initialToasts';
import { ConsoleFooter } from './ConsoleFooter';
import { ConsoleNav } from './ConsoleNav';
import { startIdleTimer } from './idleTimer';
import { AutoLogoutTimeoutContext } from './AutoLogoutTimeout';
import { LanguagePicker } from './LanguagePicker';
import { NotificationsButton } from './notifications';
import { ProfileMenu } from './ProfileMenu';
import { isOwnerOnly } from './ownerOnly';
import { ShellDialogsProvider, useShellDialogs } from './ShellDialogs';
import { isProviderStaffInProduction } from './staff';
import { useShellData } from './useShellData';
import styles from './ConsoleLayout.module.scss';
import { useCatalog } from './catalog';

// Shown to few users or rarely: loaded when needed, not with every console page (byte budget, issue 7).
const ExtraInfoGate = lazy(() => import('./ExtraInfoGate').then((module) => ({ default: module.ExtraInfoGate })));
const EnvironmentBanner = lazy(() =>
  import('./EnvironmentBanner').then((module) => ({ default: module.EnvironmentBanner })),
);

/**
 * The authenticated shell (spec section 2): a loader until the user loads; the disabled-organisation flow;
 * the extra-information card while the name is empty; otherwise top bar, side menu, page, footer.
 */
export function ConsoleLayout() {
  useCatalog();
  useHangulNamesFont();
  const { locale } = useRouteContext({ from: '/$locale' });
  const data = useShellData();
  const { i18n } = useLingui();
  const isReady = !data.isLoading && Boolean(data.profile && data.organization && data.organizationUser);
  // The shell and the page mount in one render once the user's data is in: as a deferred value React renders
  // that in slices, yielding to the browser, instead of one long task (total blocking time on a phone).
  const showShell = useDeferredValue(isReady, false);

  if (data.isDisabled) return <DisabledOrganization />;
  if (data.error) {
    const descriptor = isApiError(data.error) ? data.error.descriptor : genericErrorMessage;
    return (
      <CenteredCardLayout aria-labelledby="shell-error-title">
        <div role="alert" className={styles.stateCard}>
          <h1 id="shell-error-title" className={styles.stateTitle}>
            <Trans>The console could not load</Trans>
          </h1>
          <p>{i18n._(descriptor)}</p>
          <Button onPress={data.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </CenteredCardLayout>
    );
  }
  if (!isReady || !showShell || !data.profile || !data.organization || !data.organizationUser) return <ShellLoader />;
  return (
    <LocaleFollowsProfile locale={locale} profileLanguage={data.profile.language}>
      <ShellDialogsProvider locale={locale}>
        {data.profile.name.trim() === '' ? (
          <>
            <GateTopBar locale={locale} organizationName={data.organization.name} isOwner={data.organizationUser.isOwner} />
            <Suspense fallback={<ShellLoader />}>
              <ExtraInfoGate profileName={data.profile.name} organizationName={data.organization.name} />
            </Suspense>
          </>
        ) : (
          <ShellFrame
            locale={locale}
            userName={data.profile.name}
            email={data.profile.email}
            organizationName={data.organization.name}
            isOwner={data.organizationUser.isOwner}
          />
        )}
        <SessionWatchers locale={locale} />
        <OwnerOnlyGuard locale={locale} isOwner={data.organizationUser.isOwner} />
      </ShellDialogsProvider>
    </LocaleFollowsProfile>
  );
}

/** While the user loads (spec section 2). */
function ShellLoader() {
  const { t } = useLingui();
  return (
    <div className={styles.loader} role="status" aria-busy="true" aria-label={t`Loading the console…`}>
      <Spinner size="lg" />
    </div>
  );
}

interface ShellFrameProps {
  locale: Locale;
  userName: string;
  email: string;
  organizationName: string;
  isOwner: boolean;
}

// Memoised: the layout re-renders on every update of its queries (the role is refetched on mount and focus);
// the frame and the page under it re-render only when what they show changes.
const ShellFrame = memo(function ShellFrame({ locale, userName, email, organizationName, isOwner }: ShellFrameProps) {
  const services = useServices();
  const footer = <ConsoleFooter locale={locale} />;
  const showBanner = isProviderStaffInProduction(email, services.session.environmentCookie());
  return (
    <AppShell
      banner={
        showBanner ? (
          <Suspense fallback={null}>
            <EnvironmentBanner />
          </Suspense>
        ) : undefined
      }
      topBar={
        <TopBar
          logo={<ConsoleLogo locale={locale} />}
          showMenuButton
          actions={<TopBarActions locale={locale} userName={userName} organizationName={organizationName} isOwner={isOwner} footer={footer} />}
        />
      }
      sideNav={<ConsoleNav locale={locale} />}
      footer={footer}
    >
      <PageOutlet isOwner={isOwner} />
    </AppShell>
  );
});

/**
 * The page inside the shell. A member on an owner-only page never mounts it (the console's guard sent them away
 * before it loaded; OwnerOnlyGuard does when the role changes on the page), and a page still downloading its code
 * or strings shows a loader inside the shell instead of blanking the whole console.
 */
function PageOutlet({ isOwner }: { isOwner: boolean }) {
  const ownerOnly = useMatches({ select: isOwnerOnly });
  if (!isOwner && ownerOnly) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

function PageLoader() {
  const { t } = useLingui();
  return (
    <div className={styles.pageLoader} role="status" aria-busy="true" aria-label={t`Loading the page…`}>
      <Spinner size="lg" />
    </div>
  );
}

/** While the name is empty: the top bar without the menu button, and the reduced profile menu. */
function GateTopBar({ locale, organizationName, isOwner }: { locale: Locale; organizationName: string; isOwner: boolean }) {
  return (
    <TopBar
      logo={<ConsoleLogo locale={locale} />}
      showMenuButton={false}
      actions={
        <TopBarActions locale={locale} userName="" organizationName={organizationName} isOwner={isOwner} footer={<ConsoleFooter locale={locale} />} />
      }
    />
  );
}

/** The product's logo, a link to the dashboard named by its wordmark. */
function ConsoleLogo({ locale }: { locale: Locale }) {
  return (
    <RouterLink to="/$locale/console/dashboard" params={{ locale }} variant="standalone" className={styles.logoLink}>
      <Logo size="md" />
    </RouterLink>
  );
}

function TopBarActions({
  locale,
  userName,
  organizationName,
  isOwner,
  footer,
}: {
  locale: Locale;
  userName: string;
  organizationName: string;
  isOwner: boolean;
  footer: ReactNode;
}) {
  const { t } = useLingui();
  const services = useServices();
  const logout = useMutation(logoutMutationOptions(services));
  const location = useLocation();
  const onLanguageChanged = (next: Locale) => {
    // Same page and query string in the new language, as a full reload (spec section 4).
    const path = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${next}`);
    services.navigate(`${path}${location.searchStr}`);
  };
  return (
    <>
      <LanguagePicker locale={locale} onChanged={onLanguageChanged} />
      <Tooltip content={t`Contact us`}>
        <RouterLinkButton
          to="/$locale/console/contact-us"
          params={{ locale }}
          variant="tertiary"
          icon={<Icon name="help" />}
          aria-label={t`Contact us`}
        />
      </Tooltip>
      {/* The full shell only: the extra-information card comes first for a user without a name. */}
      {userName !== '' && <NotificationsButton />}
      <ProfileMenu
        locale={locale}
        organizationName={organizationName}
        userName={userName}
        isOwner={isOwner}
        footer={footer}
        onSignOut={() => logout.mutate()}
      />
    </>
  );
}

/**
 * After the profile loads, the address's language follows the user's language (spec section 2), keeping
 * the rest of the path and the query string.
 */
function LocaleFollowsProfile({ locale, profileLanguage, children }: { locale: Locale; profileLanguage: string; children: ReactNode }) {
  const router = useRouter();
  const location = useLocation();
  const target = profileLanguageToLocale(profileLanguage);
  const mismatch = target !== null && target !== locale;
  useEffect(() => {
    if (!mismatch || target === null) return;
    const path = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${target}`);
    void router.navigate({ href: `${path}${location.searchStr}`, replace: true });
  }, [mismatch, target, location.pathname, location.searchStr, router]);
  return mismatch ? null : <>{children}</>;
}

const profileLanguages: Record<string, Locale> = { KOREAN: 'ko', ENGLISH: 'en', JAPANESE: 'ja', SPANISH: 'es' };
export function profileLanguageToLocale(language: string): Locale | null {
  const locale = profileLanguages[language];
  return locale && isLocale(locale) ? locale : null;
}

/** Auto logout after 60 idle minutes (when the account has it on) and the saved redirect URL. */
function SessionWatchers({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const services = useServices();
  const router = useRouter();
  const security = useQuery(securityQueryOptions(services));
  const tenantUsage = useQuery(tenantUsageQueryOptions(services));
  const logout = useMutation(logoutMutationOptions(services));
  const autoLogout = security.data?.autoLogoutEnabled === true;
  const timeoutMs = useContext(AutoLogoutTimeoutContext);

  useEffect(() => {
    if (!autoLogout) return;
    return startIdleTimer({
      timeoutMs,
      onIdle: () =>
        logout.mutate(undefined, {
          onSuccess: () =>
            enqueueInitialToast(services.session.storage, {
              type: 'info',
              body: t`You were signed out after 60 minutes without activity.`,
            }),
        }),
    });
  }, [autoLogout, timeoutMs, logout, services.session.storage, t]);

  // Spec section 2: a saved redirect URL is followed once tenant usage has loaded.
  const followed = useRef(false);
  useEffect(() => {
    if (!tenantUsage.isSuccess || followed.current) return;
    followed.current = true;
    const saved = consumeRedirectUrl(window.sessionStorage);
    if (saved && !saved.startsWith(`/${locale}/console/dashboard`)) router.history.push(saved);
  }, [tenantUsage.isSuccess, router, locale]);
  return null;
}

/**
 * A member who opens an owner-only page (spec section 6) sees the no-permission dialog over the dashboard: sent
 * there by the console's guard (the dashboard's history entry says so, and the note is then cleared so a reload
 * does not show it again), or from here when the role changes while the page is open.
 */
function OwnerOnlyGuard({ locale, isOwner }: { locale: Locale; isOwner: boolean }) {
  const router = useRouter();
  const { showNoPermission } = useShellDialogs();
  const blocked = useMatches({ select: isOwnerOnly }) && !isOwner;
  const turnedAway = useLocation({ select: (location) => location.state.turnedAwayFromOwnerOnly === true });
  useEffect(() => {
    if (!blocked && !turnedAway) return;
    showNoPermission('member');
    if (blocked) void router.navigate({ to: '/$locale/console/dashboard', params: { locale }, replace: true });
    else {
      const { turnedAwayFromOwnerOnly: _shown, ...state } = router.history.location.state;
      router.history.replace(router.history.location.href, state);
    }
  }, [blocked, turnedAway, showNoPermission, router, locale]);
  return null;
}

/**
 * Status DISABLED or selectedOrganizationId "0" (spec section 4): an info toast in the user's language;
 * when it closes, everything stored is cleared and the user goes to "/".
 */
function DisabledOrganization() {
  const { t } = useLingui();
  const services = useServices();
  const toaster = useToaster();
  // Once per visit, also under React's double-invoked effects in development.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toaster.push(
      { type: 'info', body: t`Your account is disabled. Contact the owner of your organisation.` },
      {
        onClose: () => {
          services.session.clear();
          services.queryClient.clear();
          services.navigate('/', { replace: true });
        },
      },
    );
  }, [toaster, services, t]);
  return (
    <CenteredCardLayout aria-labelledby="disabled-title">
      <div className={styles.stateCard}>
        <h1 id="disabled-title" className={styles.stateTitle}>
          <Trans>Your account is disabled</Trans>
        </h1>
        <p>
          <Trans>Contact the owner of your organisation.</Trans>
        </p>
      </div>
    </CenteredCardLayout>
  );
}
