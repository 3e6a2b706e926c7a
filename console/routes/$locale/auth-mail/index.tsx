import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * `/{locale}/auth-mail` is only the parent of the three mailed-link pages (invalid-reset, invalid-email,
 * send-success; spec section 2): opened on its own it goes to sign-in, not to the not-found page.
 */
export const Route = createFileRoute('/$locale/auth-mail/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/signin', params: { locale: params.locale }, replace: true });
  },
});
