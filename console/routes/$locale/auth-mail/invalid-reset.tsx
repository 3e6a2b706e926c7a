import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { RouterLinkButton } from '@console/app/links';
import { AuthMailPage } from '@console/auth/AuthMail';

/** A reset link that was used, expired or never existed. */
export const Route = createFileRoute('/$locale/auth-mail/invalid-reset')({
  component: InvalidResetRoute,
});

function InvalidResetRoute() {
  const { locale } = Route.useParams();
  return (
    <AuthMailPage
      kind="invalid-reset"
      action={
        <RouterLinkButton to="/$locale/signin/find-password" params={{ locale }} variant="primary" size="lg">
          <Trans>Send a new link</Trans>
        </RouterLinkButton>
      }
    />
  );
}
