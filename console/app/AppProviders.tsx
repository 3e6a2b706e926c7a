import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
// The context alone: QueryClientProvider would need the client (and the query core) on the first render.
import { QueryClientContext } from '@tanstack/react-query';
import type { QueryContext } from '@console/api/queries/context';
import type { LazyQueryClient } from './lazyQueryClient';
import { LazyToastRegion } from './LazyToastRegion';
import { ServicesProvider } from './ServicesContext';
import { ToasterContext } from './ToasterContext';
import type { Toaster } from './toasts';

export interface AppProvidersProps {
  queryClient: LazyQueryClient;
  services: QueryContext;
  toaster: Toaster;
  children: ReactNode;
}

/** What every console screen sits in, in the app and in Storybook: Lingui, TanStack Query, services, toasts. */
export function AppProviders({ queryClient, services, toaster, children }: AppProvidersProps) {
  // Undefined until the root route has loaded it; the tree keeps its shape when it arrives (no remount).
  const client = useSyncExternalStore(queryClient.subscribe, queryClient.current, queryClient.current);
  // What QueryClientProvider does on mount: refetch on focus and reconnect.
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientContext.Provider value={client}>
        <ServicesProvider services={services}>
          <ToasterContext.Provider value={toaster}>
            {children}
            <LazyToastRegion queue={toaster.queue} />
          </ToasterContext.Provider>
        </ServicesProvider>
      </QueryClientContext.Provider>
    </I18nProvider>
  );
}
