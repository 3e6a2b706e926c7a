import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { RouterLinkButton } from '@console/app/links';
import { AuthMailPage } from '@console/auth/AuthMail';

/** A sign-up (e-mail verification) link that was used, expired or never existed. */
export const Route = createFileRoute('/$locale/auth-mail/invalid-email')({
  component: InvalidEmailRoute,
});

function InvalidEmailRoute() {
  const { locale } = Route.useParams();
  return (
    <AuthMailPage
      kind="invalid-email"
      action={
        <RouterLinkButton to="/$locale/signup" params={{ locale }} variant="primary" size="lg">
          <Trans>Sign up again</Trans>
        </RouterLinkButton>
      }
    />
  );
}
