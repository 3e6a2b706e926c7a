import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { CenteredCardLayout } from '@ds/CenteredCardLayout';
import { Icon } from '@ds/Icon';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { defaultLocale, isLocale } from '@console/i18n/locales';

/**
 * Any path the console does not know (spec section 2), in the entry pages' card: what happened and the one way
 * on that fits the visitor, the dashboard with a session and sign-in without one.
 */
export function NotFoundPage() {
  const { i18n } = useLingui();
  const services = useServices();
  // An unknown first segment is no language: the links open the active one.
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  const signedIn = services.session.read() !== null;
  return (
    <CenteredCardLayout
      icon={<Icon name="search" size={24} />}
      titleId="not-found-title"
      title={<Trans>Page not found</Trans>}
      lead={<Trans>The address may be mistyped, or the page may have moved.</Trans>}
    >
      {signedIn ? (
        <RouterLinkButton to="/$locale/console/dashboard" params={{ locale }} variant="primary" size="lg">
          <Trans>Go to the dashboard</Trans>
        </RouterLinkButton>
      ) : (
        <RouterLinkButton to="/$locale/signin" params={{ locale }} variant="primary" size="lg">
          <Trans>Go to sign-in</Trans>
        </RouterLinkButton>
      )}
    </CenteredCardLayout>
  );
}
