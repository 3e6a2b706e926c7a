import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { validateSignUpEmailSearch } from '@console/app/search';
import { SignUpEmailPage } from '@console/auth/SignUp/SignUpEmailPage';

/** Sign-up, step 2: the e-mail. Opened without agreeing to the terms, the visitor goes back to them. */
export const Route = createFileRoute('/$locale/signup/setting-email')({
  validateSearch: validateSignUpEmailSearch,
  beforeLoad: ({ search, params }) => {
    if (!search.agreed) throw redirect({ to: '/$locale/signup', params, replace: true });
  },
  component: SignUpEmailRoute,
});

function SignUpEmailRoute() {
  const { locale } = Route.useParams();
  const { thirdParty } = Route.useSearch();
  const router = useRouter();
  return (
    <SignUpEmailPage
      thirdParty={thirdParty}
      onBack={() => void router.navigate({ to: '/$locale/signup', params: { locale } })}
      onSent={(email) =>
        void router.navigate({
          to: '/$locale/auth-mail/send-success',
          params: { locale },
          search: { purpose: 'signup' },
          state: (previous) => ({ ...previous, accountEmail: email }),
        })
      }
    />
  );
}
