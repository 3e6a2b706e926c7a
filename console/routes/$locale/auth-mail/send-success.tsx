import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { validateMailSentSearch } from '@console/app/search';
import { RouterLinkButton } from '@console/app/links';
import { AuthMailPage } from '@console/auth/AuthMail';

/** After a mail went out (sign-up): where it went comes in memory, what it is for in the address. */
export const Route = createFileRoute('/$locale/auth-mail/send-success')({
  validateSearch: validateMailSentSearch,
  component: MailSentRoute,
});

function MailSentRoute() {
  const { locale } = Route.useParams();
  const { purpose } = Route.useSearch();
  const email = useRouterState({ select: (state) => state.location.state.accountEmail });
  return (
    <AuthMailPage
      kind="send-success"
      email={email}
      purpose={purpose}
      action={
        <RouterLinkButton to="/$locale/signin" params={{ locale }} variant="secondary" size="lg">
          <Trans>Back to sign-in</Trans>
        </RouterLinkButton>
      }
    />
  );
}
