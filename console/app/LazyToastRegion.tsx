import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ToastQueue } from '@ds/Toast/interfaces';

// The region (react-aria's toast UI with its strings in 35 locales, icons, styles) loads with the
// first toast; until then the queue alone (a few hundred bytes) collects what the app shows.
const ToastRegion = lazy(() => import('@ds/Toast/ToastRegion').then((module) => ({ default: module.ToastRegion })));

/** `<ToastRegion>` that is imported and mounted once the queue holds its first toast. */
export function LazyToastRegion({ queue }: { queue: ToastQueue }) {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  // Once mounted it stays: the region keeps its landmark and focus handling between toasts.
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  return hasToasts || mounted ? (
    <Suspense fallback={null}>
      <ToastRegion queue={queue} />
    </Suspense>
  ) : null;
}
