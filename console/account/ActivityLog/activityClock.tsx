import { createContext, useContext, type ReactNode } from 'react';
import { deviceUtcOffset } from '@ds/TimeZonePicker/utcOffsets';

/**
 * What the activity log needs to know about "now": today's date (the default range ends on it and the
 * 1-year retention counts back from it) and the device's UTC offset (the default offset). The product reads
 * the device; stories hand in the mock world's clock so their pictures do not move with the calendar.
 */
export interface ActivityClock {
  now: () => Date;
  /** Minutes east of UTC. */
  deviceOffsetMinutes: () => number;
}

const deviceClock: ActivityClock = { now: () => new Date(), deviceOffsetMinutes: () => deviceUtcOffset() };

const ActivityClockContext = createContext<ActivityClock>(deviceClock);

export function ActivityClockProvider({ clock, children }: { clock: ActivityClock; children: ReactNode }) {
  return <ActivityClockContext.Provider value={clock}>{children}</ActivityClockContext.Provider>;
}

export function useActivityClock(): ActivityClock {
  return useContext(ActivityClockContext);
}
