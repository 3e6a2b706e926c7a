import { useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@ds/Icon';
import { SideNav, SideNavItem, SideNavSection } from '@ds/SideNav';
import type { Locale } from '@console/i18n/locales';
import { consoleProducts } from '../shared/products';
import { useCatalog } from './catalog';

/** Whether a path belongs to a product (its dashboard, subscription pages, plan pages, redirect). */
export function isProductPath(pathname: string, productCode: string): boolean {
  return [`/product/${productCode}/`, `/redirect-to-product/${productCode}`, `/plan/subscribe/${productCode}`].some(
    (part) => pathname.includes(part),
  );
}

/**
 * The side menu (spec section 2): dashboard, the 'service' label, one entry per product (the bot manager
 * with its MBUSTER badge, wave unavailable); the entry matching the path is highlighted. Choosing an
 * entry closes the menu on tablet and mobile (the AppShell does it).
 */
export function ConsoleNav({ locale }: { locale: Locale }) {
  useCatalog();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const base = `/${locale}/console`;
  return (
    <SideNav aria-label={t`Main navigation`}>
      <SideNavItem href={`${base}/dashboard`} icon={<Icon name="home" />} isCurrent={pathname.startsWith(`${base}/dashboard`)}>
        <Trans>Dashboard</Trans>
      </SideNavItem>
      <SideNavSection label={<Trans>Service</Trans>}>
        {consoleProducts.map((product) => (
          <SideNavItem
            key={product.productCode}
            href={`${base}/redirect-to-product/${product.productCode}`}
            isCurrent={isProductPath(pathname, product.productCode)}
            isDisabled={!product.isAvailable}
            {...(product.badge ? { badge: product.badge } : {})}
          >
            {product.name}
          </SideNavItem>
        ))}
      </SideNavSection>
    </SideNav>
  );
}
