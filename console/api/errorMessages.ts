import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@contract/errorCodes';
import { genericErrorMessage } from './genericErrorMessage';
import { signInFieldMessages } from './signInFieldMessages';
import { tenantMessages } from './tenantMessages';

export { genericErrorMessage };

/**
 * The message shown for each error code (spec section 8), as lazy Lingui descriptors: render with
 * `i18n._(descriptor)` / `<Trans id=...>` once a locale is active. Wording is the spec's where it
 * gives one; where it only names the condition, the sentence is ours (docs/api.md).
 */
const sessionEnded = msg`Your session has ended. Please sign in again.`;

export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  L1001: sessionEnded,
  L1002: genericErrorMessage,
  L1003: sessionEnded,
  AT1008: sessionEnded,
  // U1000 / AT1004: the server's own message is toasted; this is only the fallback.
  U1000: genericErrorMessage,
  AT1004: genericErrorMessage,

  ...signInFieldMessages,
  SIGNIN_INCORRECT: msg`The email or password is incorrect.`,
  SIGNIN_RESET_REQUIRED: msg`You have entered a wrong password 5 times. Please reset your password.`,
  SIGNIN_DISABLED_ACCOUNT: msg`Your account is restricted. Please contact the owner.`,
  SIGNIN_IP_NOT_ALLOWED: msg`Access from this IP address is not allowed.`,
  SIGNIN_PASSWORD_EXPIRED: msg`Your password has expired. Please change your password.`,
  PASSWORD_CHANGE_REQUIRED: msg`You need to change your password.`,
  TWO_FA_CODE_MISMATCH: msg`The code does not match. Please re-enter it.`,
  TWO_FA_CODE_EXPIRED: msg`The code has expired. Please get a new code and try again.`,
  TWO_FA_TOO_MANY_ATTEMPTS: msg`You have exceeded the maximum number of code verification attempts. Please get a new code and try again.`,
  TWO_FA_RESEND_TOO_SOON: msg`Please wait before requesting a new code.`,

  SIGNUP_EMAIL_REGISTERED: msg`This email has already been registered.`,
  SIGNUP_SEND_EMAIL_FAILED: msg`Failed to send the email. Please try again later.`,
  SIGNUP_TEMP_PASSWORD_WRONG: msg`The temporary password is incorrect.`,
  LINK_INVALID: msg`This link is invalid or has expired.`,
  FIND_PASSWORD_NO_ACCOUNT: msg`There is no account with this email.`,
  FIND_PASSWORD_SOCIAL_ACCOUNT: msg`This account signs in with a social account. Please sign in with it.`,
  INVITATION_INVALID: msg`This invitation link is invalid.`,
  OAUTH_ALREADY_SIGNED_UP: msg`You have already signed up. Please sign in.`,
  OAUTH_USER_EXISTS: msg`An account with this email already exists.`,
  OAUTH_BAD_REQUEST: msg`The sign-in request is invalid. Please try again.`,
  OAUTH_REGISTRATION_REQUIRED: msg`Please sign up first.`,
  OAUTH_DISABLED_USER: msg`Your account is restricted. Please contact the owner.`,

  PASSWORD_REQUIRED: msg`Enter your password`,
  PASSWORD_NEW_REQUIRED: msg`Enter your new password`,
  PASSWORD_INCORRECT: msg`Incorrect password`,
  PASSWORD_LENGTH: msg`Use 8 to 20 characters.`,
  PASSWORD_CHARACTER_CLASSES: msg`Use at least one letter, one digit and one special character.`,
  PASSWORD_SEQUENTIAL: msg`Do not use sequential digits or letters.`,
  PASSWORD_REUSED: msg`You cannot use your current or a previously used password.`,
  PASSWORD_CONTAINS_USER_ID: msg`The password must not contain your user ID.`,
  PASSWORD_CONFIRM_MISMATCH: msg`The passwords do not match.`,
  PASSWORD_LIMIT_EXCEEDED: msg`Error occurred, please try again later`,

  PLAN_CHANGE_PAYMENT_DAY: msg`Subscription cancellations and plan changes are not possible on the payment date (UTC).`,
  PLAN_CHANGE_ONCE_PER_DAY: msg`Subscription cancellations and plan changes are limited to once per day (UTC).`,
  PLAN_CHANGE_TENANT_CONFIGURING: msg`The service is being configured. Please try again in about 10 minutes.`,
  PLAN_CHANGE_SAME_PLAN: msg`You are already using this plan.`,
  PLAN_AGREEMENT_REQUIRED: msg`Please agree to the payment terms.`,
  DOWNGRADE_LIMIT_EXCEEDED: msg`Your usage, members or rooms exceed the limits of the selected plan.`,
  DOWNGRADE_VIA_SALES: msg`Please contact sales to change to a lower plan.`,
  MARKETPLACE_PLAN: msg`This plan was purchased in a cloud marketplace. Please change it there.`,
  ENTERPRISE_VIA_SALES: msg`Please contact sales for the Enterprise plan.`,
  PLANNED_CHANGE_NOT_FOUND: msg`There is no planned plan change.`,
  PLANNED_CHANGE_SAME_DAY: msg`A planned plan change can be cancelled from the day after the request.`,
  RESTART_BLOCKED: msg`The service cannot be restarted yet. Please try again in about 10 minutes.`,
  FREE_TRIAL_USED: msg`The free trial has already been used.`,
  SUBSCRIPTION_EXISTS: msg`You are already subscribed to this service.`,
  SUBSCRIPTION_NOT_FOUND: msg`The subscription was not found.`,
  CANCEL_NOT_SCHEDULED: msg`There is no cancellation to revert.`,
  SUBSCRIPTION_ALREADY_CANCELLED: msg`This subscription has already been cancelled.`,
  CARD_REQUIRED: msg`Please register a payment method.`,
  PAYMENT_FAILED: msg`Your transaction is failed. Please try using a different payment method or contact your card issuer for assistance.`,
  SPOT_DATE_TOO_EARLY: msg`A reservation can start from 2 days after the subscription ends.`,
  SPOT_NO_TICKETS: msg`There are no spot tickets left.`,
  SPOT_NO_RESERVATION: msg`There is no spot reservation.`,
  SPOT_NOT_AVAILABLE: msg`Spot tickets can be used after the subscription ends.`,
  SPOT_PLAN_FIXED: msg`A spot plan runs until its end date and cannot be changed or cancelled.`,

  ...tenantMessages,
  PROJECT_INACTIVE: msg`The project is inactive.`,

  CARD_LIMIT: msg`You can register up to 5 cards.`,
  CARD_DUPLICATE: msg`This card is already registered.`,
  CARD_NAME_DUPLICATE: msg`This card name is already in use.`,
  CARD_VALIDITY: msg`Only cards valid for 6 months or more can be registered.`,
  CARD_DEBIT: msg`Debit cards cannot be registered.`,
  CARD_UNAVAILABLE: msg`The card is unavailable.`,
  CARD_CVC_INVALID: msg`The CVC is invalid.`,
  CARD_DATE_INVALID: msg`The expiry date is invalid.`,
  CARD_INFO_INVALID: msg`The card information is invalid.`,
  CARD_BUSINESS_NUMBER_INVALID: msg`The business registration number is invalid.`,
  CARD_IN_USE: msg`This card pays an active subscription and cannot be deleted.`,

  INVITE_LIMIT: msg`You can invite up to 10 members at once.`,
  INVITE_DUPLICATE_REGISTERED: msg`This email has already been registered.`,
  INVITE_DUPLICATE_INVITED: msg`This email has already been invited or registered.`,
  INVITE_FAILED: msg`Failed to invite the member. Please try again later.`,
  INVITE_BEFORE_SUBSCRIBE: msg`Members can be invited after subscribing to a service.`,
  INVITE_PLAN_NOT_ALLOWED: msg`Your plan does not allow inviting members. Please see the plans.`,
  MEMBER_LIMIT: msg`You have exceeded the maximum allowed members.`,
  MEMBER_NOT_FOUND: msg`The member was not found.`,
  MEMBER_NOT_ACTIVE: msg`Permissions can be set only for active members.`,
  MEMBER_STATUS_TRANSITION: msg`Failed to change the status. Please try again later.`,
  MEMBER_ROLE_CHANGE_FAILED: msg`Failed to change the role. Please try again later.`,
  MEMBER_DOMAIN_REQUIRED: msg`Select at least 1 domain.`,
  ROLE_NOT_SUPPORTED: msg`This role is not available for the service.`,
  SERVICE_DOMAIN_UPDATE_FAILED: msg`Failed to update the service domain. Please try again later.`,
  OWNERSHIP_TRANSFER_FAILED: msg`The ownership transfer request failed.`,
  OWNERSHIP_TRANSFER_NOT_FOUND: msg`There is no pending ownership transfer.`,
  NO_PERMISSION: msg`You do not have permission. Please contact the owner.`,

  ACCOUNT_DELETE_LIVE_SUBSCRIPTIONS: msg`You own an organisation with live subscriptions. Cancel them before deleting your account.`,

  IP_INVALID: msg`Invalid IP format.`,
  IP_DUPLICATE: msg`This IP address is already registered.`,
  ACCESS_DENIED_IP: msg`Access from this IP address is not allowed.`,

  FILE_TOO_LARGE: msg`Each file can be up to 10 MB.`,
  FILE_TYPE: msg`This file type is not allowed.`,
  FILE_DUPLICATE: msg`There are duplicate files.`,
  INQUIRY_FAILED: msg`Inquiry submission failed. Please try again.`,

  FIELD_REQUIRED: msg`This field is required.`,
  FIELD_TOO_LONG: msg`This entry is too long.`,
  EMAIL_INVALID: msg`This is not a valid email format.`,
  TERMS_REQUIRED: msg`Please agree to the required terms.`,
  NOT_FOUND: msg`No data.`,

  GENERIC: genericErrorMessage,
};

/**
 * Whether `code` is one of the contract's codes. The message table has a key for every code (its type says so), so
 * the pages that show messages need not load the code list (`errorCodes.ts`, which the API client uses).
 */
export function hasMessage(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorMessages, code);
}

/** The descriptor for any code, the generic message for unknown ones. */
export function messageForErrorCode(code: string | undefined): MessageDescriptor {
  return hasMessage(code) ? errorMessages[code] : genericErrorMessage;
}
