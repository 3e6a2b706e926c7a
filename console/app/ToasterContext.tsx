import { createContext, useContext } from 'react';
import type { Toaster } from './toasts';

export const ToasterContext = createContext<Toaster | null>(null);

/** The app's toaster, for pages that confirm an action ("Preferences saved") or report a failure. */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster() needs <AppProviders> above it');
  return toaster;
}
