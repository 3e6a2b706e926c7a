import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@console/dashboard/Dashboard';

export const Route = createFileRoute('/$locale/console/dashboard')({
  component: DashboardPage,
});
