import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductDashboardPage } from '@console/products/ProductDashboard/ProductDashboardPage';
// Not through the folder's index: beforeLoad stays in the start-up bundle, and the index would bring the page.
import { isDashboardProduct } from '@console/products/ProductDashboard/productLinks';

/**
 * A product's dashboard (the three available products; wave is unavailable and has none). No prefetching
 * loader: the tenant and subscription calls need the organisation the shell loads first.
 */
export const Route = createFileRoute('/$locale/console/product/$productCode/dashboard')({
  beforeLoad: ({ params }) => {
    if (!isDashboardProduct(params.productCode)) throw notFound();
  },
  component: ProductDashboardRoute,
});

function ProductDashboardRoute() {
  const { productCode } = Route.useParams();
  const { locale } = Route.useRouteContext();
  if (!isDashboardProduct(productCode)) return null;
  return <ProductDashboardPage key={productCode} locale={locale} productCode={productCode} />;
}
