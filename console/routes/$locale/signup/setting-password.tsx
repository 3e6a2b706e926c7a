import { createFileRoute, Navigate, useRouter } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signUpStateQueryOptions } from '@console/api/queries/auth';
import { validateSignUpStepSearch } from '@console/app/search';
import { useServices } from '@console/app/ServicesContext';
import { LinkCheck } from '@console/auth/AuthForm/LinkCheck';
import { SignUpPasswordPage } from '@console/auth/SignUp/SignUpPasswordPage';

/** Sign-up, last step (`?id=`): temporary password, then the account's own; then into the console. */
export const Route = createFileRoute('/$locale/signup/setting-password')({
  validateSearch: validateSignUpStepSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient.load();
    if (deps.id) void queryClient.prefetchQuery(signUpStateQueryOptions(context.services, deps.id));
  },
  component: SignUpPasswordRoute,
});

function SignUpPasswordRoute() {
  const { locale } = Route.useParams();
  const { id } = Route.useSearch();
  if (!id) return <Navigate to="/$locale/auth-mail/invalid-email" params={{ locale }} replace />;
  return <PasswordStep signUpId={id} />;
}

function PasswordStep({ signUpId }: { signUpId: string }) {
  const { locale } = Route.useParams();
  const services = useServices();
  const queryClient = useQueryClient();
  const router = useRouter();
  const state = useQuery(signUpStateQueryOptions(services, signUpId));
  return (
    <LinkCheck query={state} invalid={<Navigate to="/$locale/auth-mail/invalid-email" params={{ locale }} replace />}>
      {(data) => (
        <SignUpPasswordPage
          signUpId={signUpId}
          email={data.email}
          onBack={() => void router.navigate({ to: '/$locale/signup/setting-region', params: { locale }, search: { id: signUpId } })}
          onSignedUp={() => {
            // The sign-up is complete: its link no longer works, so nothing should read the cached state.
            queryClient.removeQueries({ queryKey: signUpStateQueryOptions(services, signUpId).queryKey });
            void router.navigate({ to: '/$locale/console/dashboard', params: { locale }, replace: true });
          }}
        />
      )}
    </LinkCheck>
  );
}
