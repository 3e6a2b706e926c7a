import { createFileRoute, useRouter } from '@tanstack/react-router';
import { SignUpTermsPage } from '@console/auth/SignUp/SignUpTermsPage';

/** Sign-up, step 1: the terms. No server state: the query client stays out of its load, as on sign-in. */
export const Route = createFileRoute('/$locale/signup/')({
  staticData: { withoutQueryClient: true },
  component: SignUpTermsRoute,
});

function SignUpTermsRoute() {
  const { locale } = Route.useParams();
  const router = useRouter();
  return (
    <SignUpTermsPage
      onAgreed={({ thirdParty }) =>
        void router.navigate({ to: '/$locale/signup/setting-email', params: { locale }, search: { agreed: true, thirdParty } })
      }
    />
  );
}
