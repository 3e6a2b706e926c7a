import type { ActivityLogRequest, BillingOverviewRequest, ContractListRequest, MemberListRequest } from '@contract/schemas';

/**
 * The key of an operation that sends `lang`: its key here, then the language, so a switch of language refetches the
 * server's text. The key without the language is the prefix mutations invalidate (every language's copy).
 */
export function inLanguage<K extends readonly unknown[]>(key: K, language: string): readonly [...K, string] {
  return [...key, language] as const;
}

/** Query keys; prefixes are what mutations invalidate. */
export const queryKeys = {
  user: ['user'] as const,
  region: (code: string | null) => ['region', code] as const,
  countries: (language: string) => ['countries', language] as const,
  organization: ['organization'] as const,
  organizationUser: ['organization', 'user'] as const,
  productList: (language: string) => ['organization', 'product-list', language] as const,
  /** Every language's product list (what a subscription change invalidates). */
  productLists: ['organization', 'product-list'] as const,
  ownershipTransfer: ['organization', 'owner'] as const,
  serviceDomains: (productCode: string) => ['organization', 'domains', productCode] as const,
  tenantUsage: ['tenant', 'usage'] as const,
  productUsage: (productCode: string) => ['tenant', 'usage', productCode] as const,
  plans: (productCode: string, language: string) => ['plans', productCode, language] as const,
  subscriptionList: ['subscription', 'list'] as const,
  subscriptionStatus: ['subscription', 'status'] as const,
  subscriptionDetails: ['subscription', 'detail'] as const,
  subscriptionDetail: (id: string) => ['subscription', 'detail', id] as const,
  spotReservations: (id: string) => ['subscription', 'spot', id] as const,
  payments: (id: string, pageNum: number, pageSize: number) => ['subscription', 'payments', id, pageNum, pageSize] as const,
  /** Every payment history page of every subscription. */
  subscriptionPayments: ['subscription', 'payments'] as const,
  billingOverview: (filters: BillingOverviewRequest) => ['billing', 'overview', filters] as const,
  failedPayments: ['billing', 'failed-payments'] as const,
  billingSummary: ['billing', 'summary'] as const,
  billing: ['billing'] as const,
  cards: ['cards'] as const,
  billingAddress: ['cards', 'billing-address'] as const,
  contracts: (params: ContractListRequest) => ['contracts', 'list', params] as const,
  contract: (id: string) => ['contracts', 'detail', id] as const,
  contractYears: ['contracts', 'years'] as const,
  contractsAll: ['contracts'] as const,
  members: ['members'] as const,
  memberList: (params: MemberListRequest) => ['members', 'list', params] as const,
  member: (email: string) => ['members', 'detail', email] as const,
  account: ['account'] as const,
  security: ['account', 'security'] as const,
  activityLog: (filters: Omit<ActivityLogRequest, 'pageId'>) => ['activity-log', filters] as const,
  notifications: (language: string) => ['notifications', language] as const,
  terms: ['terms'] as const,
} as const;
