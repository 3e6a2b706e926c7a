import { createContext, useContext, type ReactNode } from 'react';
import type { QueryContext } from '@console/api/queries/context';

const ServicesContext = createContext<QueryContext | null>(null);

/** Gives pages the app services (API client, session) that the query factories take. */
export function ServicesProvider({ services, children }: { services: QueryContext; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): QueryContext {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it');
  return services;
}
