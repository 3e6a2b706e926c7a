/** Static reference data: products, the plan catalogue (limits + USD prices), countries, business constants. */
import type { CountryRec, PlanDef, PlanTier, ProductCode, ProductDef } from './types';

/** Spec section 9, in one place. */
export const LIMITS = {
  freeTrialDays: 14,
  minimumPeriodDays: 28,
  dataRetentionDays: 28,
  restartBlockMinutes: 10,
  configurationMinutes: 10,
  paymentGraceDays: 3,
  spotDays: 7,
  spotEarliestDaysAfterEnd: 2,
  maxCards: 5,
  cardMinValidMonths: 6,
  maxInvitesAtOnce: 10,
  invitationValidDays: 7,
  // Password length and attachment limits are the contract's (contract/rules/).
  passwordValidDays: 90,
  passwordExtensionDays: 90,
  wrongPasswordLimit: 5,
  /** Decision: an e-mailed 2FA code is valid 3 minutes; resend after 60 s; 5 attempts. */
  twoFactorCodeMinutes: 3,
  twoFactorResendSeconds: 60,
  twoFactorMaxAttempts: 5,
  verificationLinkMinutes: 60,
  autoLogoutMinutes: 60,
  activityRetentionDays: 365,
  pageSize: 10,
  nameMax: 20,
  organizationNameMax: 30,
} as const;

export const PRODUCTS: ProductDef[] = [
  { productCode: 'netfunnel', productName: 'NetFUNNEL', available: true, roles: ['ADMINISTRATOR', 'OPERATOR'], requiresDomain: false, dataRetentionDays: 28, paymentGraceDays: 3 },
  { productCode: 'botmanager', productName: 'Bot Manager', available: true, roles: ['ADMINISTRATOR'], requiresDomain: false, dataRetentionDays: 28, paymentGraceDays: 3 },
  { productCode: 'mbuster', productName: 'mBuster', available: true, roles: ['ADMINISTRATOR'], requiresDomain: true, dataRetentionDays: 28, paymentGraceDays: 3 },
  { productCode: 'wave', productName: 'WAVE', available: false, roles: ['ADMINISTRATOR'], requiresDomain: false, dataRetentionDays: 28, paymentGraceDays: 3 },
];

const TIER_LIMITS: Record<PlanTier, PlanDef['limits']> = {
  FREETRIAL: { members: 0, rooms: 2, concurrentUsers: 1_000, monitoredUsers: 20_000 },
  SMALL: { members: 3, rooms: 10, concurrentUsers: 1_000, monitoredUsers: 20_000 },
  MEDIUM: { members: 10, rooms: 30, concurrentUsers: 5_000, monitoredUsers: 100_000 },
  LARGE: { members: 30, rooms: 100, concurrentUsers: 20_000, monitoredUsers: 1_000_000 },
  ENTERPRISE: { members: null, rooms: null, concurrentUsers: 50_000, monitoredUsers: 2_500_000 },
};

const TIER_SUPPORT: Record<PlanTier, PlanDef['support']> = {
  FREETRIAL: 'BEST_EFFORT',
  SMALL: 'BEST_EFFORT',
  MEDIUM: 'BUSINESS_HOURS_24',
  LARGE: 'BUSINESS_HOURS_16',
  ENTERPRISE: 'BUSINESS_HOURS_16',
};

const TIER_FEATURES: Record<PlanTier, string[]> = {
  FREETRIAL: ['multiProject', 'basicControl'],
  SMALL: ['multiProject', 'basicControl', 'pathControl'],
  MEDIUM: ['multiProject', 'basicControl', 'pathControl', 'dynamicInflow', 'eum'],
  LARGE: ['multiProject', 'basicControl', 'pathControl', 'dynamicInflow', 'eum', 'botBlocking', 'haCluster'],
  ENTERPRISE: ['multiProject', 'basicControl', 'pathControl', 'dynamicInflow', 'eum', 'botBlocking', 'haCluster', 'sla'],
};

export const TIER_ORDER: PlanTier[] = ['FREETRIAL', 'SMALL', 'MEDIUM', 'LARGE', 'ENTERPRISE'];

const TIER_NAME: Record<PlanTier, string> = {
  FREETRIAL: 'Free Trial',
  SMALL: 'Small',
  MEDIUM: 'Medium',
  LARGE: 'Large',
  ENTERPRISE: 'Enterprise',
};

/** USD per month and overage per user, by product prefix. */
const PRICES: Record<'NF' | 'BM' | 'MB', Record<'SMALL' | 'MEDIUM' | 'LARGE', [number, number]>> = {
  NF: { SMALL: [300, 0.3], MEDIUM: [1_200, 0.25], LARGE: [4_000, 0.2] },
  BM: { SMALL: [250, 0.02], MEDIUM: [900, 0.015], LARGE: [3_000, 0.01] },
  MB: { SMALL: [200, 0.02], MEDIUM: [800, 0.015], LARGE: [2_800, 0.01] },
};

const PREFIX: Partial<Record<ProductCode, 'NF' | 'BM' | 'MB'>> = { netfunnel: 'NF', botmanager: 'BM', mbuster: 'MB' };

function buildPlans(): PlanDef[] {
  const plans: PlanDef[] = [];
  for (const [productCode, prefix] of Object.entries(PREFIX) as [ProductCode, 'NF' | 'BM' | 'MB'][]) {
    for (const tier of TIER_ORDER) {
      const price = tier === 'FREETRIAL' || tier === 'ENTERPRISE' ? null : PRICES[prefix][tier];
      plans.push({
        planCode: `${prefix}_${tier}` as PlanDef['planCode'],
        productCode,
        tier,
        name: TIER_NAME[tier],
        monthlyPriceUsd: price ? price[0] : null,
        overagePerUserUsd: price ? price[1] : null,
        limits: { ...TIER_LIMITS[tier] },
        features: [...TIER_FEATURES[tier]],
        support: TIER_SUPPORT[tier],
        purchasable: tier !== 'ENTERPRISE',
      });
    }
  }
  return plans;
}

export const PLANS: PlanDef[] = buildPlans();

/** ISO 3166 codes; the countries call names them in the request's language (mocks/texts/countries.ts). */
export const COUNTRIES: CountryRec[] = [
  { code: 'KR', availability: true },
  { code: 'JP', availability: true },
  { code: 'US', availability: true },
  { code: 'ES', availability: true },
  { code: 'MX', availability: true },
  { code: 'GB', availability: true },
  { code: 'SG', availability: true },
  { code: 'KP', availability: false },
  { code: 'IR', availability: false },
];

/**
 * How each product's usage is measured and billed (spec: "MAU, MWU, PCCU, metered vs capacity"). Decision:
 * NetFUNNEL sells capacity (peak concurrent users against the plan's concurrent users); the bot products meter
 * users (web users a month for Bot Manager, app users a month for mBuster) against the plan's monitored users.
 * Overage is the month-end figure over the limit, times the plan's overage price per user.
 */
export const USAGE_BASIS: Record<ProductCode, { metric: 'PCCU' | 'MWU' | 'MAU'; limit: 'concurrentUsers' | 'monitoredUsers'; basis: 'CAPACITY' | 'METERED' }> = {
  netfunnel: { metric: 'PCCU', limit: 'concurrentUsers', basis: 'CAPACITY' },
  botmanager: { metric: 'MWU', limit: 'monitoredUsers', basis: 'METERED' },
  mbuster: { metric: 'MAU', limit: 'monitoredUsers', basis: 'METERED' },
  wave: { metric: 'PCCU', limit: 'concurrentUsers', basis: 'CAPACITY' },
};

/**
 * Where each product is listed in the cloud marketplaces (plans bought there are changed only there).
 * TODO(contract): the spec shows the link but not the listings; these are the shape, not the real ids.
 */
export const MARKETPLACE_LISTINGS: Record<'AWS_MARKETPLACE' | 'AZURE_MARKETPLACE', Record<ProductCode, string>> = {
  AWS_MARKETPLACE: {
    netfunnel: 'https://aws.amazon.com/marketplace/pp/prodview-netfunnel',
    botmanager: 'https://aws.amazon.com/marketplace/pp/prodview-botmanager',
    mbuster: 'https://aws.amazon.com/marketplace/pp/prodview-mbuster',
    wave: 'https://aws.amazon.com/marketplace/pp/prodview-wave',
  },
  AZURE_MARKETPLACE: {
    netfunnel: 'https://azuremarketplace.microsoft.com/marketplace/apps/provider.netfunnel',
    botmanager: 'https://azuremarketplace.microsoft.com/marketplace/apps/provider.botmanager',
    mbuster: 'https://azuremarketplace.microsoft.com/marketplace/apps/provider.mbuster',
    wave: 'https://azuremarketplace.microsoft.com/marketplace/apps/provider.wave',
  },
};

/** Card BINs (first 6 digits) the mock issuer reports as debit cards. */
export const DEBIT_BINS = ['400005', '510510', '455676'];
/** Card numbers the mock issuer declines outright ('The card is unavailable.'). */
export const UNAVAILABLE_CARD_NUMBERS = ['4000000000000002'];
/** A card whose charges fail (payment failure). */
export const FAILING_CARD_NUMBERS = ['4000000000000341'];

/** The provider's staff e-mail domain (environment banner). TODO(contract): the spec names no domain; agree on it with the console. */
export const STAFF_EMAIL_DOMAIN = 'provider.example';

export function tierRank(tier: PlanTier): number {
  return TIER_ORDER.indexOf(tier);
}
