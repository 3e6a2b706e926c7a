import { createFileRoute } from '@tanstack/react-router';
import { FindPasswordPage } from '@console/auth/FindPassword';

export const Route = createFileRoute('/$locale/signin_/find-password')({
  component: FindPasswordRoute,
});

function FindPasswordRoute() {
  return <FindPasswordPage />;
}
