export { StatusLabel } from './StatusLabel';
export { billingStatuses, memberStatuses, tenantStatuses, type StatusLook } from './vocabularies';
export type {
  BillingStatus,
  BillingStatusLabelProps,
  CustomStatusLabelProps,
  MemberStatus,
  MemberStatusLabelProps,
  StatusLabelProps,
  StatusTone,
  TenantStatus,
  TenantStatusLabelProps,
} from './interfaces';
