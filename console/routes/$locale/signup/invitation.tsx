import type { ReactElement } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { invitationQueryOptions } from '@console/api/queries/auth';
import { validateInvitationSearch } from '@console/app/search';
import { RouterLinkButton } from '@console/app/links';
import { useServices } from '@console/app/ServicesContext';
import { LinkCheck } from '@console/auth/AuthForm/LinkCheck';
import { InvalidInvitationPage, InvitationPage } from '@console/auth/Invitation';

/** An invitation link (`?token=`): join the organisation, creating an account if needed. */
export const Route = createFileRoute('/$locale/signup/invitation')({
  validateSearch: validateInvitationSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient.load();
    if (deps.token) void queryClient.prefetchQuery(invitationQueryOptions(context.services, deps.token));
  },
  component: InvitationRoute,
});

function InvitationRoute() {
  const { locale } = Route.useParams();
  const { token } = Route.useSearch();
  const invalid = (
    <InvalidInvitationPage
      action={
        <RouterLinkButton to="/$locale/signin" params={{ locale }} variant="secondary" size="lg">
          <Trans>Go to sign-in</Trans>
        </RouterLinkButton>
      }
    />
  );
  if (!token) return invalid;
  return <InvitationStep token={token} invalid={invalid} />;
}

function InvitationStep({ token, invalid }: { token: string; invalid: ReactElement }) {
  const { locale } = Route.useParams();
  const services = useServices();
  const router = useRouter();
  const invitation = useQuery(invitationQueryOptions(services, token));
  return (
    <LinkCheck query={invitation} invalid={invalid}>
      {(data) => (
        <InvitationPage
          token={token}
          invitation={data}
          onAccepted={() => void router.navigate({ to: '/$locale/console/dashboard', params: { locale }, replace: true })}
        />
      )}
    </LinkCheck>
  );
}
