import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { RouterLink } from '@console/app/links';
import { FindPasswordPage } from '@console/auth/FindPassword';

export const Route = createFileRoute('/$locale/signin_/find-password')({
  component: FindPasswordRoute,
});

function FindPasswordRoute() {
  const { locale } = Route.useParams();
  return (
    <FindPasswordPage
      signInLink={
        <RouterLink to="/$locale/signin" params={{ locale }} variant="standalone">
          <Trans>Back to sign-in</Trans>
        </RouterLink>
      }
    />
  );
}
