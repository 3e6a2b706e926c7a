import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { QueryContext } from '@console/api/queries/context';
import { LazyToastRegion } from './LazyToastRegion';
import { ServicesProvider } from './ServicesContext';
import { ToasterContext } from './ToasterContext';
import type { Toaster } from './toasts';

export interface AppProvidersProps {
  queryClient: QueryClient;
  services: QueryContext;
  toaster: Toaster;
  children: ReactNode;
}

/** What every console screen sits in, in the app and in Storybook: Lingui, TanStack Query, services, toasts. */
export function AppProviders({ queryClient, services, toaster, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <ToasterContext.Provider value={toaster}>
            {children}
            <LazyToastRegion queue={toaster.queue} />
          </ToasterContext.Provider>
        </ServicesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
