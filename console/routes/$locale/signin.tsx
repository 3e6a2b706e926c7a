import { createFileRoute, useRouter } from '@tanstack/react-router';
import { SignInPage } from '@console/auth/SignIn';
import { consumeRedirectUrl } from '@console/session';
import type { SignInResponse } from '@contract/schemas';

export const Route = createFileRoute('/$locale/signin')({
  // The form's one call needs no cache: the prerendered page loads no query core.
  staticData: { withoutQueryClient: true },
  component: SignInRoute,
});

function SignInRoute() {
  const { locale } = Route.useParams();
  const router = useRouter();

  const onSignedIn = (response: SignInResponse, email: string) => {
    if (response.outcome === 'two-factor-required') {
      const { challengeId, maskedEmail, resendAvailableAt } = response.challenge;
      void router.navigate({
        to: '/$locale/signin/2fa',
        params: { locale },
        search: { challenge: challengeId, to: maskedEmail, resendAt: resendAvailableAt },
      });
      return;
    }
    if (response.outcome === 'password-expired') {
      void router.navigate({
        to: '/$locale/signin/update-password',
        params: { locale },
        search: { token: response.passwordChangeToken, expired: response.passwordExpiredDate },
        state: (previous) => ({ ...previous, accountEmail: email }),
      });
      return;
    }
    // A saved redirect URL is followed only when it is a path inside the console.
    const saved = consumeRedirectUrl(window.sessionStorage);
    if (saved) router.history.push(saved);
    else void router.navigate({ to: '/$locale/console/dashboard', params: { locale } });
  };
  return (
    <SignInPage
      onSignedIn={onSignedIn}
      onResetRequired={(email) =>
        void router.navigate({
          to: '/$locale/signin/reset-pw',
          params: { locale },
          state: (previous) => ({ ...previous, accountEmail: email }),
        })
      }
    />
  );
}
