import { useEffect } from 'react';
import type { SubscriptionStatusResponse } from '@contract/schemas';
import { useServices } from '@console/app/ServicesContext';
import { useToaster } from '@console/app/ToasterContext';
import { expiredPlanToast } from '@console/app/toasts';

/** Session-storage key: the expired plans already announced in this session. */
const shownKey = 'dashboardExpiredPlanNotices';

/**
 * Spec sections 2 and 4: a free trial or spot plan that ran out is announced with the expired-plan toast,
 * which never closes by itself. Once per expired subscription and session, not on every visit.
 */
export function useExpiredPlanNotice(status: SubscriptionStatusResponse | undefined): void {
  const services = useServices();
  const toaster = useToaster();
  useEffect(() => {
    if (!status) return;
    const storage = services.session.storage;
    const expired = status.filter((item) => !item.subscribed && item.state === 'EXPIRED' && item.subscriptionId);
    if (expired.length === 0) return;
    let shown: string[] = [];
    try {
      const parsed: unknown = JSON.parse(storage.getItem(shownKey) ?? '[]');
      if (Array.isArray(parsed)) shown = parsed.filter((value): value is string => typeof value === 'string');
    } catch {
      // Invalid stored data is ignored (as for the queued toasts).
    }
    const fresh = expired.filter((item) => item.subscriptionId && !shown.includes(item.subscriptionId));
    if (fresh.length === 0) return;
    storage.setItem(shownKey, JSON.stringify([...shown, ...fresh.map((item) => item.subscriptionId)]));
    toaster.push({ type: 'warning', body: expiredPlanToast });
  }, [status, services.session.storage, toaster]);
}
