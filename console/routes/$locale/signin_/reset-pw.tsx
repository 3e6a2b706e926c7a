import { createFileRoute, Navigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { resetLinkQueryOptions } from '@console/api/queries/auth';
import { validateResetPasswordSearch } from '@console/app/search';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { LinkCheck } from '@console/auth/AuthForm/LinkCheck';
import { FindPasswordPage } from '@console/auth/FindPassword';
import { ResetPasswordPage } from '@console/auth/ResetPassword';

/**
 * Reset password. With the mailed link's token: set a new password. Without one (sign-in sends the user
 * here after the fifth wrong password): send that link first.
 */
export const Route = createFileRoute('/$locale/signin_/reset-pw')({
  validateSearch: validateResetPasswordSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // The link check starts with the route (and on hover of a link to it), not after the page renders.
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient.load();
    if (deps.token) void queryClient.prefetchQuery(resetLinkQueryOptions(context.services, deps.token));
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const email = useRouterState({ select: (state) => state.location.state.accountEmail ?? '' });
  if (!token) return <FindPasswordPage reason="locked" defaultEmail={email} />;
  return <ResetWithToken token={token} />;
}

function ResetWithToken({ token }: { token: string }) {
  const { locale } = Route.useParams();
  const services = useServices();
  const router = useRouter();
  const toaster = useToaster();
  const link = useQuery(resetLinkQueryOptions(services, token));
  return (
    <LinkCheck query={link} invalid={<Navigate to="/$locale/auth-mail/invalid-reset" params={{ locale }} replace />}>
      {(data) => (
        <ResetPasswordPage
          token={token}
          email={data.email}
          expiresAt={data.expiresAt}
          onReset={() => {
            toaster.push({ type: 'success', body: msg`Your password was changed. Sign in with the new password.` });
            void router.navigate({ to: '/$locale/signin', params: { locale }, replace: true });
          }}
        />
      )}
    </LinkCheck>
  );
}
