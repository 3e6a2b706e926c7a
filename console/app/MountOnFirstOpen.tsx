import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `isOpen` is true: a dialog whose code is lazy (`React.lazy`) then
 * downloads on its first opening instead of with the page (React Aria's modal, focus and dismissal code is
 * 10-30 KiB of a page's first load), and stays mounted afterwards so it can animate closed and open again at once.
 * Focus still returns to the control that opened it: that control keeps focus while the code arrives.
 */
export function MountOnFirstOpen({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  // Derived from a prop during render (React's documented pattern), so the dialog mounts in the same render.
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
