import { createContext, useContext, type ReactNode } from 'react';

/**
 * The dashboard's "now" (a free trial ends within days). The product reads the device; stories hand in the mock
 * world's clock so a trial that ends tomorrow in the world also ends tomorrow on the page, whatever the calendar.
 */
export type DashboardClock = () => Date;

const deviceClock: DashboardClock = () => new Date();

const DashboardClockContext = createContext<DashboardClock>(deviceClock);

export function DashboardClockProvider({ now, children }: { now: DashboardClock; children: ReactNode }) {
  return <DashboardClockContext.Provider value={now}>{children}</DashboardClockContext.Provider>;
}

export function useDashboardClock(): DashboardClock {
  return useContext(DashboardClockContext);
}
