import type { Locale } from '@console/i18n/locales';
import type { TrialProduct } from '@console/shell';

/** The three products that have a dashboard (wave is listed but unavailable, spec section 1). */
export type DashboardProduct = TrialProduct;

export function isDashboardProduct(value: string): value is DashboardProduct {
  return value === 'netfunnel' || value === 'botmanager' || value === 'mbuster';
}

/**
 * The running product: its own console on the tenant's subdomain (GET /v2/tenant/usage gives the host). The
 * contract names no address, so the console opens `https://{subDomain}/` in a new tab (docs/decisions.md).
 */
export function productRunUrl(subDomain: string): string | null {
  const host = subDomain.trim();
  if (host === '' || !/^[a-z0-9.-]+$/i.test(host)) return null;
  return `https://${host}/`;
}

export type ProductDocument = 'manual' | 'developerGuide' | 'changelog';

const documentPaths: Record<ProductDocument, string> = {
  manual: 'manual',
  developerGuide: 'developer-guide',
  changelog: 'changelog',
};

/** The product documentation is written in Korean and English; Japanese and Spanish read the English one. */
const documentLanguages: Record<Locale, 'ko' | 'en'> = { ko: 'ko', en: 'en', ja: 'en', es: 'en' };

/** The manual, developer guide and changelog on the documentation site (host and paths are a contract gap). */
export function productDocumentUrl(productCode: DashboardProduct, document: ProductDocument, locale: Locale): string {
  return `https://docs.example.com/${documentLanguages[locale]}/${productCode}/${documentPaths[document]}`;
}

/**
 * The service-level agreements exist in Korean, English and Spanish; Japanese falls back to English
 * (spec section 7). They are PDFs on the assets path, one per product and language.
 */
const slaLanguages: Record<Locale, 'ko' | 'en' | 'es'> = { ko: 'ko', en: 'en', ja: 'en', es: 'es' };

export const SLA_ASSETS_PATH = 'https://assets.example.com/console/sla';

export function slaDocumentUrl(productCode: DashboardProduct, locale: Locale): string {
  return `${SLA_ASSETS_PATH}/${productCode}/sla_${slaLanguages[locale]}.pdf`;
}
