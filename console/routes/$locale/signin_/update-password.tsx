import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { validateUpdatePasswordSearch } from '@console/app/search';
import { RouterLinkButton } from '@console/app/links';
import { useToaster } from '@console/app/ToasterContext';
import { SignInFirstPage } from '@console/auth/SignInFirst';
import { UpdatePasswordPage } from '@console/auth/UpdatePassword';
import { consumeRedirectUrl } from '@console/session';
import { formatDateTime } from '@ds/DateTime';

/** An expired password after sign-in: the change token travels in the address (one-time, 1 hour). */
export const Route = createFileRoute('/$locale/signin_/update-password')({
  validateSearch: validateUpdatePasswordSearch,
  component: UpdatePasswordRoute,
});

function UpdatePasswordRoute() {
  const { locale } = Route.useParams();
  const { token, expired } = Route.useSearch();
  const email = useRouterState({ select: (state) => state.location.state.accountEmail ?? '' });
  const router = useRouter();
  const toaster = useToaster();
  const { i18n } = useLingui();
  if (!token) {
    return (
      <SignInFirstPage
        action={
          <RouterLinkButton to="/$locale/signin" params={{ locale }} variant="primary" size="lg">
            <Trans>Go to sign-in</Trans>
          </RouterLinkButton>
        }
      >
        <Trans>A password change starts when you sign in with a password that has expired.</Trans>
      </SignInFirstPage>
    );
  }
  return (
    <UpdatePasswordPage
      token={token}
      email={email}
      expiredAt={expired}
      onChanged={() => {
        toaster.push({ type: 'success', body: msg`Your password was changed. Sign in with the new password.` });
        void router.navigate({ to: '/$locale/signin', params: { locale }, replace: true });
      }}
      onExtended={(validUntil) => {
        const date = formatDateTime(validUntil, i18n.locale, 'date');
        toaster.push({ type: 'success', body: i18n._(msg`Your password stays valid until ${date}.`) });
        const saved = consumeRedirectUrl(window.sessionStorage);
        if (saved) router.history.push(saved);
        else void router.navigate({ to: '/$locale/console/dashboard', params: { locale } });
      }}
    />
  );
}
