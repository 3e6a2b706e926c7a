/**
 * Parameters of a story whose flow ends on the dashboard (signed in, invitation accepted, password extended).
 * Its play function asserts that the dashboard opened; the dashboard's picture belongs to `Pages/Dashboard`,
 * so it is not taken again here, where every change to the dashboard would break a baseline of another page.
 */
export const landsOnDashboard = { screenshot: { disable: true } } as const;
