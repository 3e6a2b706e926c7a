import { createFileRoute } from '@tanstack/react-router';
import { ActivityLogPage } from '@console/account/ActivityLog/ActivityLogPage';
import { validateActivityLogSearch } from '@console/app/search';

/**
 * The activity log (account tab; members see their organisation's log too). No prefetching loader: the range's
 * days depend on the UTC offset the page resolves (the device's unless the address names one).
 */
export const Route = createFileRoute('/$locale/console/account/log')({
  validateSearch: validateActivityLogSearch,
  component: ActivityLogPage,
});
