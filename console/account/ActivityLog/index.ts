export { ActivityLogPage } from './ActivityLogPage';
export { ActivityClockProvider, type ActivityClock } from './activityClock';
