import { createFileRoute, redirect } from '@tanstack/react-router';

/** The shell's index (`/{locale}/console`) lands on the dashboard. */
export const Route = createFileRoute('/$locale/console/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/console/dashboard', params: { locale: params.locale }, replace: true });
  },
});
