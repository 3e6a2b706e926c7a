import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isDashboardProduct } from '@console/products/ProductDashboard/productLinks';
import {
  decideProductLanding,
  RedirectToProductError,
  RedirectToProductPage,
  RedirectToProductPending,
} from '@console/products/RedirectToProduct';

/**
 * Where a product link lands (the side menu's product entries come here): the loader reads the tenant and the
 * subscription, stores the per-product session values and redirects to the product dashboard (running) or the
 * plan page (never subscribed); otherwise the page shows the tenant-state dialog. Wave has no product to open.
 */
export const Route = createFileRoute('/$locale/console/redirect-to-product/$productCode')({
  beforeLoad: ({ params }) => {
    if (!isDashboardProduct(params.productCode)) throw notFound();
    return { productCode: params.productCode };
  },
  loader: async ({ context, params }) => {
    const { productCode, locale } = context;
    const landing = await decideProductLanding(context.services, await context.queryClient.load(), productCode);
    if (landing.to === 'dashboard') {
      throw redirect({ to: '/$locale/console/product/$productCode/dashboard', params: { locale: params.locale, productCode }, replace: true });
    }
    if (landing.to === 'plans') {
      throw redirect({ to: '/$locale/console/plan/subscribe/$productCode', params: { locale: params.locale, productCode }, replace: true });
    }
    return { landing, locale };
  },
  pendingComponent: function Pending() {
    const { productCode } = Route.useRouteContext();
    return <RedirectToProductPending productCode={productCode} />;
  },
  errorComponent: function Failed({ error }) {
    const { productCode } = Route.useRouteContext();
    return <RedirectToProductError productCode={productCode} error={error} />;
  },
  component: RedirectToProductRoute,
});

function RedirectToProductRoute() {
  const { landing, locale } = Route.useLoaderData();
  const { productCode } = Route.useRouteContext();
  if (landing.to !== 'dialog') return null;
  return <RedirectToProductPage key={productCode} locale={locale} productCode={productCode} kind={landing.kind} />;
}
