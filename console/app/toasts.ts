import type { ToastRecord } from '@console/session/initialToasts';

type Listener = (toasts: readonly ToastRecord[]) => void;

/**
 * The queue the API layer and pages push toasts into. The toast region (a later issue) renders it;
 * until then the queue keeps them so nothing is lost.
 */
export function createToastQueue() {
  let toasts: readonly ToastRecord[] = [];
  const listeners = new Set<Listener>();
  return {
    push(toast: ToastRecord) {
      toasts = [...toasts, toast];
      for (const listener of listeners) listener(toasts);
    },
    list: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ToastQueue = ReturnType<typeof createToastQueue>;
