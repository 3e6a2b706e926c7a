/**
 * The records of the in-memory database. They are the server's view (full card numbers, passwords, codes),
 * richer than what the API hands out; `mocks/handlers` map them to the contract's payloads.
 */
import type {
  BillingStatus,
  Language,
  MemberStatus,
  PlanCode,
  PlanTier,
  ProductCode,
  ProductRole,
  RegionCode,
  TenantStatus,
} from '@contract/schemas/common';

export type { BillingStatus, Language, MemberStatus, PlanCode, PlanTier, ProductCode, ProductRole, RegionCode, TenantStatus };

export type Environment = 'production' | 'staging' | 'development';

export interface UserRec {
  id: string;
  email: string;
  name: string;
  language: Language;
  /** "0" = disabled user. */
  selectedOrganizationId: string;
  accountType: 'ID_PASSWORD' | 'GOOGLE' | 'MICROSOFT';
  country: string;
  phone: string;
  createdAt: string;
  updatedAt: string;
  password: string;
  /** Previously used passwords, newest first (the current one is not in here). */
  passwordHistory: string[];
  passwordChangedAt: string;
  /** The password expires at this instant (extendable by 90 days). */
  passwordExpiresAt: string;
  wrongPasswordCount: number;
  /** Set after 5 wrong passwords: only a reset unlocks the account. */
  resetRequired: boolean;
  twoFactorEnabled: boolean;
  autoLogout: boolean;
  /** Empty list + allowAll = every IP allowed. */
  ipWhitelist: { allowAll: boolean; ips: string[] };
  terms: { service: boolean; privacy: boolean; cookie: boolean; thirdParty: boolean; agreedAt: string | null };
  deleted: boolean;
}

export interface OrganizationRec {
  id: string;
  name: string;
  region: RegionCode;
  status: 'ENABLED' | 'DISABLED';
  ownerUserId: string;
  /** A requested ownership transfer waiting for the new owner. */
  pendingOwnerEmail: string | null;
  /** The pending transfer's details (requested by, when); null when none is pending. */
  ownerTransfer: OwnerTransferRec | null;
}

/** An ownership transfer waiting for the new owner (spec section 6: it exists; the flow is ours, docs/decisions.md). */
export interface OwnerTransferRec {
  fromUserId: string;
  toEmail: string;
  requestedAt: string;
  /** The request lapses after 7 days without an answer. */
  expiresAt: string;
}

export interface ProductRoleAssignment {
  role: ProductRole;
  /** Service domains (bot blocking needs at least one). */
  domains: string[];
}

/** A member of an organisation: a user, or an invitation (Pending/Expired) not yet accepted. */
export interface MemberRec {
  id: string;
  organizationId: string;
  userId: string | null;
  email: string;
  name: string;
  status: MemberStatus;
  isOwner: boolean;
  accountType: 'ID_PASSWORD' | 'GOOGLE' | 'MICROSOFT';
  createdAt: string;
  invitedAt: string | null;
  invitationToken: string | null;
  invitationExpiresAt: string | null;
  roles: Partial<Record<ProductCode, ProductRoleAssignment>>;
  /**
   * Roles an invitation will grant once accepted. Permissions are set only for Active members (spec section 4),
   * so a Pending invitee holds none; these reserve a place under the plan's role-holder limit.
   */
  invitedRoles: Partial<Record<ProductCode, ProductRoleAssignment>>;
}

/** A country by its ISO 3166 code; its name is worded per request (mocks/texts/countries.ts). */
export interface CountryRec {
  code: string;
  availability: boolean;
}

export interface ProductDef {
  productCode: ProductCode;
  productName: string;
  available: boolean;
  /** Roles this product offers (Operator only for netfunnel; Admin only for mbuster/botmanager). */
  roles: ProductRole[];
  /** Members given a role need at least one domain (bot blocking). */
  requiresDomain: boolean;
  /** Days data is kept after a cancel (28 for every product the console serves). */
  dataRetentionDays: number;
  /** Days a failed payment is retried before the subscription is cancelled (3; 0 cancels at once). */
  paymentGraceDays: number;
}

export interface PlanDef {
  planCode: PlanCode;
  productCode: ProductCode;
  tier: PlanTier;
  name: string;
  /** USD per month; null = free (trial) or contact sales (Enterprise). */
  monthlyPriceUsd: number | null;
  overagePerUserUsd: number | null;
  limits: { members: number | null; rooms: number | null; concurrentUsers: number | null; monitoredUsers: number | null };
  features: string[];
  support: 'BEST_EFFORT' | 'BUSINESS_HOURS_24' | 'BUSINESS_HOURS_16';
  purchasable: boolean;
}

export interface TenantRec {
  organizationId: string;
  productCode: ProductCode;
  tenantId: string | null;
  tenantStatus: TenantStatus;
  isMovable: boolean;
  subDomain: string;
  clientId: string;
  /** When the status last changed (configuring ends ~10 minutes later). */
  statusSince: string;
  /** concurrentUsers = PCCU (peak concurrent users), monitoredUsers = MAU/MWU, this month so far. */
  usage: { concurrentUsers: number; monitoredUsers: number; rooms: number; updatedAt: string };
  /** Month-end usage by billing month `YYYY-MM` (the amount is fixed on month-end usage, spec section 9). */
  usageHistory: Record<string, { concurrentUsers: number; monitoredUsers: number; rooms: number }>;
  /** Service domains registered in the product (bot detection: the domains a member's role can cover). */
  domains: string[];
  /**
   * The provider deactivated the product's project (abuse, a legal hold): its calls answer `PROJECT_INACTIVE`.
   * Absent means active.
   */
  projectInactive?: boolean;
}

export type SubscriptionState = 'FREE_TRIAL' | 'ACTIVE' | 'CANCEL_SCHEDULED' | 'CANCELLED' | 'EXPIRED' | 'PAYMENT_FAILED';
export type Channel = 'CONSOLE' | 'AWS_MARKETPLACE' | 'AZURE_MARKETPLACE';

export interface SpotReservationRec {
  id: string;
  startDate: string;
  endDate: string;
  cancelled: boolean;
  /** The SPOT contract made by the reservation. */
  contractId: string | null;
  /** Set when the 7-day window has started / ended (the tenant runs during it). */
  startedAt: string | null;
  endedAt: string | null;
}

/** A stretch of time on one plan; `to` null while it runs. Upgrades, planned changes and ends close one. */
export interface PlanPeriodRec {
  planCode: PlanCode;
  from: string;
  to: string | null;
}

export interface SubscriptionRec {
  id: string;
  organizationId: string;
  productCode: ProductCode;
  planCode: PlanCode;
  originalPlanCode: PlanCode | null;
  state: SubscriptionState;
  channel: Channel;
  startDate: string;
  /** The first paid instant (a paid start, or a trial's upgrade): the minimum period counts from it. */
  paidStartDate: string | null;
  /** The plan in force over time, oldest first (the billing engine prices hours from it). */
  planHistory: PlanPeriodRec[];
  /** Every hour before this instant (hour-aligned) is on a charge; nothing before it is billed again. */
  billedUntil: string;
  endDate: string | null;
  expirationDate: string | null;
  cancelledAt: string | null;
  dataDeletionDate: string | null;
  /** The kept data has been deleted (or there was none to delete). */
  dataDeleted: boolean;
  cardId: string | null;
  taxStatement: boolean;
  plannedChange: { planCode: PlanCode; effectiveDate: string; requestedDate: string } | null;
  /** A cancel within the minimum period, effective at `effectiveDate`. */
  scheduledCancel: { requestedDate: string; effectiveDate: string } | null;
  /** Last plan change or cancel request (once per UTC day). */
  lastChangeDate: string | null;
  paymentFailure: { paymentId: string; failedDate: string; graceEndDate: string; reason: PaymentFailureReason } | null;
  spotTickets: number;
  reservations: SpotReservationRec[];
  receiptEmail: string | null;
}

/** One priced stretch of a charge: hours of one plan inside one billing month. */
export interface ChargeLineRec {
  planCode: PlanCode;
  /** Hour-aligned instants, end exclusive. */
  start: string;
  end: string;
  hours: number;
  amountCents: number;
}

/**
 * A charge of the ledger (what the API calls a payment or an invoice). MONTHLY: the previous months' hours, on
 * the payment day. FINAL: the hours up to a subscription's end, due on the next payment day. SPOT: spot tickets,
 * charged when bought.
 */
export type ChargeKind = 'MONTHLY' | 'FINAL' | 'SPOT';

/** Why a card charge failed; worded in the request's language when answered (mocks/texts/plans.ts). */
export type PaymentFailureReason = 'cardDeclined';

/** What a charge is for, worded in the request's language when answered (mocks/texts/plans.ts). */
export type ChargeItem = { kind: 'plan'; planCode: PlanCode } | { kind: 'spotTickets'; quantity: number };

export interface PaymentRec {
  id: string;
  organizationId: string;
  subscriptionId: string;
  productCode: ProductCode;
  item: ChargeItem;
  kind: ChargeKind;
  /** When it was paid (Paid), or is due / was attempted (Pending, Unpaid, Failed). */
  paymentDate: string;
  /** The payment day the charge was due on. */
  dueDate: string;
  usageStartDate: string;
  usageEndDate: string;
  /** Base amount: the sum of `lines` (or the ticket price). */
  amountUsd: number;
  /** Users over the plan on month-end usage, times the plan's overage price. */
  overageUsd: number;
  status: BillingStatus;
  /** TAX_STATEMENT: invoiced (marketplace), Unpaid until settled at `settleDate`. */
  method: 'CARD' | 'TAX_STATEMENT';
  cardId: string | null;
  /** Last digits of the card at the time of payment. */
  lastDigits: string | null;
  lines: ChargeLineRec[];
  /** Card attempts so far (the first on the due date, then one a day during the grace period). */
  attempts: number;
  /** Automatic retries made during the grace period (one a day). */
  autoRetries: number;
  /** First failed attempt (start of the grace period). */
  failedAt: string | null;
  /** Tax-statement invoices: when the marketplace settles them. */
  settleDate: string | null;
}

export type CardType = 'PRIVATE_DOMESTIC' | 'CORPORATE_DOMESTIC' | 'OVERSEAS';

export interface BillingAddressRec {
  country: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface CardRec {
  id: string;
  organizationId: string;
  name: string;
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cardType: CardType;
  brand: 'VISA' | 'MASTERCARD' | 'AMEX' | 'JCB' | 'UNKNOWN';
  cvc: string;
  isDefault: boolean;
  createdAt: string;
  /** The mock issuer declines charges on this card for now (a scenario's expired funds), whatever its number. */
  declines?: boolean;
}

export type ContractType = 'MONTHLY_RENEWAL' | 'MONTHLY_RENEWAL_TERM' | 'TERM' | 'SPOT' | 'FREE_TRIAL';

export interface ContractRec {
  id: string;
  organizationId: string;
  /** The subscription it belongs to (null for contracts made through sales). */
  subscriptionId: string | null;
  productCode: ProductCode;
  serviceName: string;
  /** The plan, named in the request's language when answered. */
  planCode: PlanCode;
  type: ContractType;
  usageYear: number;
  periodStart: string;
  periodEnd: string | null;
  spotCount: number | null;
  subscriptionStartDate: string;
  paymentDay: number;
  /** Monthly amount (renewal types) or contract amount (term types). */
  amountUsd: number | null;
  paymentMethod: 'CARD' | 'INVOICE';
  prepayment: boolean;
  /** Sales contracts only: paid by invoice outside the card ledger. Others are derived from the ledger. */
  paid: boolean;
}

export type ActivityCategory = 'account' | 'member' | 'subscribe' | 'billing' | 'security' | 'product';
export type ActivityResult = 'success' | 'notice' | 'error';

/**
 * What an activity entry records, by its action key: the facts its text needs, never the text. The activity-log
 * handler words it in the request's language (mocks/texts/activity.ts), as a server renders a template.
 */
export interface ActivityFacts {
  'account.signin': Record<string, never>;
  'account.signinFailed': Record<string, never>;
  'account.update': Record<string, never>;
  'account.password': Record<string, never>;
  'security.2fa': { enabled: boolean };
  'security.ip': Record<string, never>;
  'member.invite': { emails: string[] };
  'member.status': { email: string; status: 'Active' | 'Inactive' };
  'member.roles': { email: string };
  'member.ownerTransfer': { email: string };
  /** The member asked to take over is inactive. */
  'member.ownerTransferFailed': { email: string };
  'member.ownerTransferComplete': { email: string };
  'member.ownerTransferCancel': { email: string };
  'subscription.start': { productCode: ProductCode; planCode: PlanCode };
  'subscription.change': { productCode: ProductCode };
  'subscription.upgrade': { productCode: ProductCode; planCode: PlanCode };
  'subscription.downgrade': { productCode: ProductCode; planCode: PlanCode };
  'subscription.plannedChangeCancel': { productCode: ProductCode };
  'subscription.cancelScheduled': { productCode: ProductCode };
  'subscription.cancel': { productCode: ProductCode };
  'subscription.revert': { productCode: ProductCode };
  'billing.payment': { productCode: ProductCode };
  'product.room': { productCode: ProductCode };
}
export type ActivityAction = keyof ActivityFacts;
/** One action with its facts (a union over the actions, so the facts always match the key). */
export type ActivityEvent = { [A in ActivityAction]: { action: A; facts: ActivityFacts[A] } }[ActivityAction];

export type ActivityRec = ActivityEvent & {
  id: string;
  organizationId: string;
  at: string;
  category: ActivityCategory;
  result: ActivityResult;
  actorEmail: string;
  ip: string;
};

export type NotificationType = 'COMMON' | 'PRD' | 'PRJ' | 'BILLING' | 'NOTICE';

/**
 * What a notification says, by its kind: the facts its title and body need, never the text. The notifications
 * handler words it in the request's language (mocks/texts/notifications.ts).
 */
export interface NotificationFacts {
  paymentCompleted: { productCode: ProductCode };
  paymentFailed: { productCode: ProductCode; graceDays: number };
  /** A weekly window: `weekday` as `Date#getUTCDay` (0 = Sunday), times `HH:MM` in UTC. */
  maintenance: { weekday: number; fromUtc: string; toUtc: string };
  release: { version: string };
  /** New bot-detection rules in a product. */
  detectionRulesUpdate: { productCode: ProductCode };
  projectCreated: { productCode: ProductCode; project: string };
}
export type NotificationKind = keyof NotificationFacts;
export type NotificationMessage = { [K in NotificationKind]: { kind: K; facts: NotificationFacts[K] } }[NotificationKind];

export type NotificationRec = NotificationMessage & {
  id: string;
  organizationId: string;
  type: NotificationType;
  productCode: ProductCode | null;
  createdAt: string;
  read: boolean;
};

export interface AttachmentRec {
  name: string;
  size: number;
  type: string;
}

export interface InquiryRec {
  id: string;
  organizationId: string;
  title: string;
  content: string;
  attachments: AttachmentRec[];
  createdAt: string;
}

export interface SalesRequestRec {
  id: string;
  kind: 'FREE_TRIAL' | 'PRICING';
  productCode: ProductCode | null;
  name: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  entryPath: string;
  createdAt: string;
}

export interface SessionRec {
  token: string;
  userKey: string;
  userId: string;
  createdAt: string;
  /** Last request with this token (auto logout after 60 minutes of inactivity). */
  lastActivityAt: string;
}

/** An e-mail the server "sent": its text, and what a reader acts on (a link to open, a code to type). */
export interface MailRec {
  to: string;
  subject: string;
  body: string;
  at: string;
  /** The console path the mail links to, without the language segment (`/signin/reset-pw?token=…`). */
  link?: string;
  /** What to type: a verification code, or a sign-up's temporary password. */
  code?: string;
  /** The language the link opens in, when the server knows the reader's. */
  locale?: 'ko' | 'en' | 'ja' | 'es';
}

/** An e-mailed code (2FA sign-in, enable/disable 2FA). */
export interface CodeChallengeRec {
  id: string;
  userId: string;
  purpose: 'SIGN_IN' | 'ENABLE' | 'DISABLE';
  resendAvailableAt: string;
  code: string;
  sentAt: string;
  expiresAt: string;
  attempts: number;
  used: boolean;
}

export interface TokenRec {
  token: string;
  userId: string;
  kind: 'RESET_PASSWORD' | 'PASSWORD_CHANGE';
  expiresAt: string;
  used: boolean;
}

export interface SignUpRec {
  id: string;
  email: string;
  language: 'ko' | 'en' | 'ja' | 'es';
  temporaryPassword: string;
  regionCode: RegionCode | null;
  expiresAt: string;
  completed: boolean;
}

/** The whole database. Plain data: `snapshot()` deep-copies it. */
export interface WorldData {
  environment: Environment;
  /** The user a request without a known token acts as (stories do not sign in). */
  defaultUserId: string;
  /** When true, a request without a known token gets L1001 instead of acting as the default user. */
  strictAuth: boolean;
  /** The caller's IP as the server sees it (IP whitelist checks). */
  clientIp: string;
  sequence: number;
  users: UserRec[];
  organizations: OrganizationRec[];
  members: MemberRec[];
  countries: CountryRec[];
  products: ProductDef[];
  plans: PlanDef[];
  tenants: TenantRec[];
  subscriptions: SubscriptionRec[];
  /** When each product's last cancel happened per organisation (restart block). */
  lastCancelAt: Partial<Record<string, string>>;
  /** Products whose free trial an organisation already used (`orgId:productCode`). */
  freeTrialsUsed: string[];
  /** The ledger's charges, newest first. */
  payments: PaymentRec[];
  /** The last payment day whose monthly run has been made (the billing engine's cursor). */
  billingRunAt: string;
  /** The last billing month whose month-end usage has been recorded (`YYYY-MM`). */
  usageClosedMonth: string;
  billingAddress: Record<string, BillingAddressRec>;
  cards: CardRec[];
  contracts: ContractRec[];
  activity: ActivityRec[];
  notifications: NotificationRec[];
  inquiries: InquiryRec[];
  salesRequests: SalesRequestRec[];
  sessions: SessionRec[];
  challenges: CodeChallengeRec[];
  tokens: TokenRec[];
  signUps: SignUpRec[];
  /** E-mails "sent" by the server (tests, the dev world and the mock API's `/__mock/outbox` read them). */
  outbox: MailRec[];
}
