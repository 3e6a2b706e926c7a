import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '@console/auth/Maintenance';

/** Shown while the console is down for planned work. */
export const Route = createFileRoute('/$locale/maintenance')({
  component: () => <MaintenancePage />,
});
