import { i18n } from '@lingui/core';
import { createToastQueue, showToast } from '@ds/Toast/queue';
import type { ToastQueue } from '@ds/Toast/interfaces';
import { takeInitialToasts, type ToastRecord } from '@console/session/initialToasts';
import type { KeyValueStore } from '@console/session';

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
    showToast(queue, { tone: record.type, message }, options);
  };
  return {
    queue,
    push,
    showInitial: (storage) => {
      for (const record of takeInitialToasts(storage)) push(record);
    },
  };
}
