import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@console/pages/Dashboard';

export const Route = createFileRoute('/$locale/console/dashboard')({
  component: DashboardPage,
});
