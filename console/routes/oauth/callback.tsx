import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignInSession } from '@contract/schemas';
import { validateOAuthCallbackSearch } from '@console/app/search';
import { RouterLinkButton } from '@console/app/links';
import { defaultLocale, isLocale } from '@console/i18n/locales';
import { OAuthCallbackPage, type OAuthNextStep } from '@console/auth/OAuthCallback';
import { consumeRedirectUrl } from '@console/session';

/** The social provider sends the browser back here (no language segment: the provider's address is fixed). */
export const Route = createFileRoute('/oauth/callback')({
  validateSearch: validateOAuthCallbackSearch,
  component: OAuthCallbackRoute,
});

function OAuthCallbackRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  const onSignedIn = (session: SignInSession) => {
    const saved = consumeRedirectUrl(window.sessionStorage);
    if (saved) router.history.push(saved);
    else {
      // Into the console in the account's language.
      const target = isLocale(session.locale) ? session.locale : locale;
      void router.navigate({ to: '/$locale/console/dashboard', params: { locale: target }, replace: true });
    }
  };
  const renderStep = (step: OAuthNextStep, variant: 'primary' | 'secondary') => {
    const common = { params: { locale }, variant, size: 'lg', fullWidth: true } as const;
    if (step === 'sign-up') {
      return (
        <RouterLinkButton key={step} to="/$locale/signup" {...common}>
          <Trans>Sign up</Trans>
        </RouterLinkButton>
      );
    }
    if (step === 'find-password') {
      return (
        <RouterLinkButton key={step} to="/$locale/signin/find-password" {...common}>
          <Trans>Find your password</Trans>
        </RouterLinkButton>
      );
    }
    return (
      <RouterLinkButton key={step} to="/$locale/signin" {...common}>
        <Trans>Go to sign-in</Trans>
      </RouterLinkButton>
    );
  };
  return <OAuthCallbackPage {...search} onSignedIn={onSignedIn} renderStep={renderStep} />;
}
