import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@console/app/routerContext';
import { NotFoundPage } from '@console/pages/NotFound';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
