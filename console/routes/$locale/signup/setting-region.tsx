import { createFileRoute, Navigate, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { signUpStateQueryOptions } from '@console/api/queries/auth';
import { validateSignUpStepSearch } from '@console/app/search';
import { useServices } from '@console/app/ServicesContext';
import { LinkCheck } from '@console/auth/AuthForm/LinkCheck';
import { SignUpRegionPage } from '@console/auth/SignUp/SignUpRegionPage';

/** Sign-up, step 3, opened from the mailed link (`?id=`): the region. */
export const Route = createFileRoute('/$locale/signup/setting-region')({
  validateSearch: validateSignUpStepSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient.load();
    if (deps.id) void queryClient.prefetchQuery(signUpStateQueryOptions(context.services, deps.id));
  },
  component: SignUpRegionRoute,
});

function SignUpRegionRoute() {
  const { locale } = Route.useParams();
  const { id } = Route.useSearch();
  if (!id) return <Navigate to="/$locale/auth-mail/invalid-email" params={{ locale }} replace />;
  return <RegionStep signUpId={id} />;
}

function RegionStep({ signUpId }: { signUpId: string }) {
  const { locale } = Route.useParams();
  const services = useServices();
  const router = useRouter();
  const state = useQuery(signUpStateQueryOptions(services, signUpId));
  return (
    <LinkCheck query={state} invalid={<Navigate to="/$locale/auth-mail/invalid-email" params={{ locale }} replace />}>
      {(data) => (
        <SignUpRegionPage
          signUpId={signUpId}
          email={data.email}
          initialRegion={data.regionCode}
          onSaved={() =>
            void router.navigate({ to: '/$locale/signup/setting-password', params: { locale }, search: { id: signUpId } })
          }
        />
      )}
    </LinkCheck>
  );
}
