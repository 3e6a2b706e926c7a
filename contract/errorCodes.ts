/**
 * Error codes of the contract (docs/api.md). The spec's own codes keep their names (L1001, L1002,
 * L1003, AT1008, U1000, AT1004); the rest are named after the rule the server enforces.
 * An error body is `{ errorCode, message }` with a 4xx/5xx status.
 */
export const ErrorCode = {
  // Session (spec section 8): handled once in console/api/errors.ts.
  /** Token invalid: clear the session, go to "/". */
  L1001: 'L1001',
  /** Headers out of date: the L1002 handoff. */
  L1002: 'L1002',
  /** Session expired: clear the session, go to "/". */
  L1003: 'L1003',
  /** Signed in elsewhere / token revoked: clear the session, go to "/". */
  AT1008: 'AT1008',
  /** Sign-out failed: the server's message becomes an error toast. */
  U1000: 'U1000',
  /** Sign-out failed (auth service): the server's message becomes an error toast. */
  AT1004: 'AT1004',

  // Sign-in and two-factor
  SIGNIN_EMAIL_REQUIRED: 'SIGNIN_EMAIL_REQUIRED',
  SIGNIN_PASSWORD_REQUIRED: 'SIGNIN_PASSWORD_REQUIRED',
  SIGNIN_EMAIL_INVALID: 'SIGNIN_EMAIL_INVALID',
  /** Wrong e-mail or password; the body carries wrongPasswordCount / wrongPasswordLimit. */
  SIGNIN_INCORRECT: 'SIGNIN_INCORRECT',
  /** The 5th wrong password: a password reset is required. */
  SIGNIN_RESET_REQUIRED: 'SIGNIN_RESET_REQUIRED',
  SIGNIN_DISABLED_ACCOUNT: 'SIGNIN_DISABLED_ACCOUNT',
  SIGNIN_IP_NOT_ALLOWED: 'SIGNIN_IP_NOT_ALLOWED',
  /** The password-change token (expired password) is unknown or used. */
  SIGNIN_PASSWORD_EXPIRED: 'SIGNIN_PASSWORD_EXPIRED',
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  TWO_FA_CODE_MISMATCH: 'TWO_FA_CODE_MISMATCH',
  TWO_FA_CODE_EXPIRED: 'TWO_FA_CODE_EXPIRED',
  TWO_FA_TOO_MANY_ATTEMPTS: 'TWO_FA_TOO_MANY_ATTEMPTS',
  TWO_FA_RESEND_TOO_SOON: 'TWO_FA_RESEND_TOO_SOON',

  // Sign-up, links, find password, invitation, OAuth
  SIGNUP_EMAIL_REGISTERED: 'SIGNUP_EMAIL_REGISTERED',
  SIGNUP_SEND_EMAIL_FAILED: 'SIGNUP_SEND_EMAIL_FAILED',
  SIGNUP_TEMP_PASSWORD_WRONG: 'SIGNUP_TEMP_PASSWORD_WRONG',
  /** A mailed link (sign-up, reset) is unknown, used or older than 1 hour. */
  LINK_INVALID: 'LINK_INVALID',
  FIND_PASSWORD_NO_ACCOUNT: 'FIND_PASSWORD_NO_ACCOUNT',
  FIND_PASSWORD_SOCIAL_ACCOUNT: 'FIND_PASSWORD_SOCIAL_ACCOUNT',
  INVITATION_INVALID: 'INVITATION_INVALID',
  OAUTH_ALREADY_SIGNED_UP: 'OAUTH_ALREADY_SIGNED_UP',
  OAUTH_USER_EXISTS: 'OAUTH_USER_EXISTS',
  OAUTH_BAD_REQUEST: 'OAUTH_BAD_REQUEST',
  OAUTH_REGISTRATION_REQUIRED: 'OAUTH_REGISTRATION_REQUIRED',
  OAUTH_DISABLED_USER: 'OAUTH_DISABLED_USER',

  // Password rules (sign-up, reset, update, change)
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  PASSWORD_NEW_REQUIRED: 'PASSWORD_NEW_REQUIRED',
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  PASSWORD_LENGTH: 'PASSWORD_LENGTH',
  PASSWORD_CHARACTER_CLASSES: 'PASSWORD_CHARACTER_CLASSES',
  PASSWORD_SEQUENTIAL: 'PASSWORD_SEQUENTIAL',
  PASSWORD_REUSED: 'PASSWORD_REUSED',
  PASSWORD_CONTAINS_USER_ID: 'PASSWORD_CONTAINS_USER_ID',
  PASSWORD_CONFIRM_MISMATCH: 'PASSWORD_CONFIRM_MISMATCH',
  PASSWORD_LIMIT_EXCEEDED: 'PASSWORD_LIMIT_EXCEEDED',

  // Plans and subscriptions
  PLAN_CHANGE_PAYMENT_DAY: 'PLAN_CHANGE_PAYMENT_DAY',
  PLAN_CHANGE_ONCE_PER_DAY: 'PLAN_CHANGE_ONCE_PER_DAY',
  PLAN_CHANGE_TENANT_CONFIGURING: 'PLAN_CHANGE_TENANT_CONFIGURING',
  PLAN_CHANGE_SAME_PLAN: 'PLAN_CHANGE_SAME_PLAN',
  PLAN_AGREEMENT_REQUIRED: 'PLAN_AGREEMENT_REQUIRED',
  DOWNGRADE_LIMIT_EXCEEDED: 'DOWNGRADE_LIMIT_EXCEEDED',
  DOWNGRADE_VIA_SALES: 'DOWNGRADE_VIA_SALES',
  MARKETPLACE_PLAN: 'MARKETPLACE_PLAN',
  ENTERPRISE_VIA_SALES: 'ENTERPRISE_VIA_SALES',
  PLANNED_CHANGE_NOT_FOUND: 'PLANNED_CHANGE_NOT_FOUND',
  /** A planned downgrade can be cancelled from the day after the request. */
  PLANNED_CHANGE_SAME_DAY: 'PLANNED_CHANGE_SAME_DAY',
  RESTART_BLOCKED: 'RESTART_BLOCKED',
  FREE_TRIAL_USED: 'FREE_TRIAL_USED',
  SUBSCRIPTION_EXISTS: 'SUBSCRIPTION_EXISTS',
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  CANCEL_NOT_SCHEDULED: 'CANCEL_NOT_SCHEDULED',
  /** Cancel of a subscription already cancelled (scheduled or ended): `details.endDate`. */
  SUBSCRIPTION_ALREADY_CANCELLED: 'SUBSCRIPTION_ALREADY_CANCELLED',
  CARD_REQUIRED: 'CARD_REQUIRED',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  PLAN_EXPIRED_EDIT: 'PLAN_EXPIRED_EDIT',
  SPOT_DATE_TOO_EARLY: 'SPOT_DATE_TOO_EARLY',
  SPOT_NO_TICKETS: 'SPOT_NO_TICKETS',
  SPOT_NO_RESERVATION: 'SPOT_NO_RESERVATION',
  /** Spot tickets are for after a subscription ends: a running monthly plan with no end can neither buy nor reserve. */
  SPOT_NOT_AVAILABLE: 'SPOT_NOT_AVAILABLE',
  /** During a spot week (7 days paid with a ticket) the plan can be neither changed nor cancelled: `details.endDate`. */
  SPOT_PLAN_FIXED: 'SPOT_PLAN_FIXED',

  // Tenant
  TENANT_FAILED: 'TENANT_FAILED',
  TENANT_CONFIGURING: 'TENANT_CONFIGURING',
  TENANT_STOPPED: 'TENANT_STOPPED',
  PROJECT_INACTIVE: 'PROJECT_INACTIVE',

  // Cards
  CARD_LIMIT: 'CARD_LIMIT',
  CARD_DUPLICATE: 'CARD_DUPLICATE',
  CARD_NAME_DUPLICATE: 'CARD_NAME_DUPLICATE',
  CARD_VALIDITY: 'CARD_VALIDITY',
  CARD_DEBIT: 'CARD_DEBIT',
  CARD_UNAVAILABLE: 'CARD_UNAVAILABLE',
  CARD_CVC_INVALID: 'CARD_CVC_INVALID',
  CARD_DATE_INVALID: 'CARD_DATE_INVALID',
  CARD_INFO_INVALID: 'CARD_INFO_INVALID',
  CARD_BUSINESS_NUMBER_INVALID: 'CARD_BUSINESS_NUMBER_INVALID',
  /** The card pays an active subscription and cannot be deleted. */
  CARD_IN_USE: 'CARD_IN_USE',

  // Members
  INVITE_LIMIT: 'INVITE_LIMIT',
  INVITE_DUPLICATE_REGISTERED: 'INVITE_DUPLICATE_REGISTERED',
  INVITE_DUPLICATE_INVITED: 'INVITE_DUPLICATE_INVITED',
  INVITE_FAILED: 'INVITE_FAILED',
  INVITE_BEFORE_SUBSCRIBE: 'INVITE_BEFORE_SUBSCRIBE',
  /** The plan cannot invite members: point to the plans page. */
  INVITE_PLAN_NOT_ALLOWED: 'INVITE_PLAN_NOT_ALLOWED',
  MEMBER_LIMIT: 'MEMBER_LIMIT',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  MEMBER_NOT_ACTIVE: 'MEMBER_NOT_ACTIVE',
  MEMBER_STATUS_TRANSITION: 'MEMBER_STATUS_TRANSITION',
  MEMBER_ROLE_CHANGE_FAILED: 'MEMBER_ROLE_CHANGE_FAILED',
  MEMBER_DOMAIN_REQUIRED: 'MEMBER_DOMAIN_REQUIRED',
  /** OPERATOR exists for the traffic-control product only. */
  ROLE_NOT_SUPPORTED: 'ROLE_NOT_SUPPORTED',
  SERVICE_DOMAIN_UPDATE_FAILED: 'SERVICE_DOMAIN_UPDATE_FAILED',
  OWNERSHIP_TRANSFER_FAILED: 'OWNERSHIP_TRANSFER_FAILED',
  /** No ownership transfer is pending (accept or cancel). */
  OWNERSHIP_TRANSFER_NOT_FOUND: 'OWNERSHIP_TRANSFER_NOT_FOUND',
  NO_PERMISSION: 'NO_PERMISSION',

  // Account
  /** Account deletion while the caller owns an organisation with live subscriptions (cancel them first). */
  ACCOUNT_DELETE_LIVE_SUBSCRIPTIONS: 'ACCOUNT_DELETE_LIVE_SUBSCRIPTIONS',

  // Security
  IP_INVALID: 'IP_INVALID',
  IP_DUPLICATE: 'IP_DUPLICATE',
  ACCESS_DENIED_IP: 'ACCESS_DENIED_IP',

  // Contact and attachments (CRM)
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_TYPE: 'FILE_TYPE',
  FILE_DUPLICATE: 'FILE_DUPLICATE',
  INQUIRY_FAILED: 'INQUIRY_FAILED',

  // Request validation
  FIELD_REQUIRED: 'FIELD_REQUIRED',
  /** A text over its limit (name 20, organisation name 30): `details.field`, `details.maxLength`. */
  FIELD_TOO_LONG: 'FIELD_TOO_LONG',
  EMAIL_INVALID: 'EMAIL_INVALID',
  TERMS_REQUIRED: 'TERMS_REQUIRED',
  NOT_FOUND: 'NOT_FOUND',

  /** Anything else (and every 5xx without a more specific code). */
  GENERIC: 'GENERIC',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const known = new Set<string>(Object.values(ErrorCode));
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}

/**
 * Codes after which the session is cleared and the user goes to "/". ACCESS_DENIED_IP: the IP whitelist no longer
 * admits the caller (e.g. they removed their own IP), so the server has ended the session.
 */
export const sessionEndingCodes: readonly ErrorCode[] = [ErrorCode.L1001, ErrorCode.L1003, ErrorCode.AT1008, ErrorCode.ACCESS_DENIED_IP];
/** Codes whose server message is toasted when sign-out fails. */
export const signOutToastCodes: readonly ErrorCode[] = [ErrorCode.U1000, ErrorCode.AT1004];
