import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryContext } from '@console/api/queries/context';
import { AppProviders } from './AppProviders';
import type { LazyQueryClient } from './lazyQueryClient';
import type { createAppRouter } from './router';
import type { Toaster } from './toasts';

export interface ConsoleAppProps {
  queryClient: LazyQueryClient;
  services: QueryContext;
  toaster: Toaster;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The whole console as mounted in the browser. The build's prerender step renders the very same tree,
 * so hydration finds the markup it would have made (console/prerender/).
 */
export function ConsoleApp({ queryClient, services, toaster, router }: ConsoleAppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} services={services} toaster={toaster}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
