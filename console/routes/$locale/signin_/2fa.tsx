import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { validateTwoFactorSearch } from '@console/app/search';
import { RouterLinkButton } from '@console/app/links';
import { SignInFirstPage } from '@console/auth/SignInFirst';
import { TwoFactorPage } from '@console/auth/TwoFactor';
import { consumeRedirectUrl } from '@console/session';

/** Two-step verification after a sign-in that asked for it; the challenge comes in the search params. */
export const Route = createFileRoute('/$locale/signin_/2fa')({
  validateSearch: validateTwoFactorSearch,
  component: TwoFactorRoute,
});

function TwoFactorRoute() {
  const { locale } = Route.useParams();
  const { challenge, to } = Route.useSearch();
  const router = useRouter();
  if (!challenge || !to) {
    // Opened without a sign-in (a bookmark, an old tab): start again.
    return (
      <SignInFirstPage
        action={
          <RouterLinkButton to="/$locale/signin" params={{ locale }} variant="primary" size="lg">
            <Trans>Go to sign-in</Trans>
          </RouterLinkButton>
        }
      >
        <Trans>The verification step starts after you sign in with your e-mail and password.</Trans>
      </SignInFirstPage>
    );
  }
  return (
    <TwoFactorPage
      challenge={{ challengeId: challenge, maskedEmail: to }}
      onVerified={() => {
        // A saved redirect URL is followed only when it is a path inside the console.
        const saved = consumeRedirectUrl(window.sessionStorage);
        if (saved) router.history.push(saved);
        else void router.navigate({ to: '/$locale/console/dashboard', params: { locale } });
      }}
    />
  );
}
