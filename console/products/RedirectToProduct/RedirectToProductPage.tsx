import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PageLayout } from '@ds/PageLayout';
import { organizationUserQueryOptions } from '@console/api/queries/organization';
import { profileQueryOptions } from '@console/api/queries/user';
import { useServices } from '@console/app/ServicesContext';
import type { Locale } from '@console/i18n/locales';
import { PageError, PageLoading } from '@console/shared/PageState';
import { TenantStateDialog } from '@console/products/ProductDashboard/TenantStateDialog';
import type { DashboardProduct } from '@console/products/ProductDashboard/productLinks';
import type { TenantDialogKind } from '@console/products/ProductDashboard/tenantState';
import { productByCode } from '@console/shared/products';
import { useCatalog } from '../catalog';

export interface RedirectToProductPageProps {
  locale: Locale;
  productCode: DashboardProduct;
  /** Why the product cannot be opened (the route's loader decided). */
  kind: TenantDialogKind;
}

/**
 * A product link that cannot land on the product: the tenant-state dialog over the product's name. Closing it
 * goes to the console dashboard (the link's address is only a way through); its action goes to the plan page
 * or to customer support.
 */
export function RedirectToProductPage({ locale, productCode, kind }: RedirectToProductPageProps) {
  useCatalog();
  const services = useServices();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(services, { regionInfoLoaded: true }));
  const role = useQuery(organizationUserQueryOptions(services, { profile: profile.data }));
  const productName = productByCode(productCode)?.name ?? productCode;
  return (
    <PageLayout title={productName} data-redirect-to-product={productCode} data-outcome={kind}>
      <TenantStateDialog
        locale={locale}
        productCode={productCode}
        productName={productName}
        kind={kind}
        isOwner={role.data?.isOwner === true}
        onClose={() => void navigate({ to: '/$locale/console/dashboard', params: { locale }, replace: true })}
      />
    </PageLayout>
  );
}

/** While the tenant and subscription are read: the product's name and a busy placeholder. */
export function RedirectToProductPending({ productCode }: { productCode: DashboardProduct }) {
  useCatalog();
  const { t } = useLingui();
  const productName = productByCode(productCode)?.name ?? productCode;
  return (
    <PageLayout title={productName} data-redirect-to-product={productCode} data-outcome="pending">
      <PageLoading label={t`Opening ${productName}…`} blocks={1} />
    </PageLayout>
  );
}

/** A call the decision needs failed: the error and a retry that runs the decision again. */
export function RedirectToProductError({ productCode, error }: { productCode: DashboardProduct; error: unknown }) {
  useCatalog();
  const router = useRouter();
  const productName = productByCode(productCode)?.name ?? productCode;
  return (
    <PageLayout title={productName} data-redirect-to-product={productCode} data-outcome="error">
      <PageError error={error} onRetry={() => void router.invalidate()} />
    </PageLayout>
  );
}
