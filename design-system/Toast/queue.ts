import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
// The toast tokens alone (not the whole token source) so the queue stays small in the app's entry.
import { toast as toastTokens } from '@tokens/toast.ts';
import type { ShowToastOptions, ToastContent, ToastQueue } from './interfaces';

/** One queue per app (or per story); at most 5 toasts are on screen, the rest wait. */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 });
}

/** Shows a toast: closable ones hide after the auto-hide token; persistent ones stay until closed. */
export function showToast(queue: ToastQueue, content: ToastContent, options: ShowToastOptions = {}): string {
  return queue.add(content, {
    ...(options.persistent ? {} : { timeout: toastTokens.autoHide }),
    ...(options.onClose ? { onClose: options.onClose } : {}),
  });
}
