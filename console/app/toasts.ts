import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createToastQueue, showToast } from '@ds/Toast/queue';
import type { ToastQueue } from '@ds/Toast/interfaces';
import { takeInitialToasts, type ToastRecord } from '@console/session/initialToasts';
import type { KeyValueStore } from '@console/session';
import { projectDeactivatedToast } from '@console/api/projectNotice';

export { projectDeactivatedToast };

/** Spec section 5: these two notices never auto-close; the user reads and closes them. */
export const expiredPlanToast = msg`Your plan has expired. Choose a plan to keep using the product.`;
const persistentToastIds: ReadonlySet<string> = new Set([projectDeactivatedToast.id, expiredPlanToast.id]);

/** Whether a toast stays until closed: asked for, or one of the spec's never-auto-closing notices. */
export function isPersistentToast(record: ToastRecord, persistent?: boolean): boolean {
  return persistent ?? (typeof record.body !== 'string' && persistentToastIds.has(record.body.id));
}

export interface Toaster {
  /** What `<ToastRegion>` renders. */
  queue: ToastQueue;
  /** Shows a toast record (the API layer's sink); a descriptor body is translated in the active language. */
  push: (record: ToastRecord, options?: { persistent?: boolean; onClose?: () => void }) => void;
  /** Shows the toasts queued before a reload (INITIAL_TOASTS), once; invalid stored data is ignored. */
  showInitial: (storage: KeyValueStore) => void;
}

export function createToaster(): Toaster {
  const queue = createToastQueue();
  const push: Toaster['push'] = (record, options = {}) => {
    const message = typeof record.body === 'string' ? record.body : i18n._(record.body);
    const persistent = isPersistentToast(record, options.persistent);
    // A notice that stays until closed is shown once: every failing call (and its retries) may raise it again.
    if (persistent && queue.visibleToasts.some((toast) => toast.content.message === message)) return;
    showToast(queue, { tone: record.type, message }, { ...options, persistent });
  };
  return {
    queue,
    push,
    showInitial: (storage) => {
      for (const record of takeInitialToasts(storage)) push(record);
    },
  };
}
