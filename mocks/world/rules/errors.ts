/**
 * A rule's refusal: the HTTP status, the contract's error code and the spec's English wording.
 * Rules RETURN it (never throw), so a handler turns it into `{ errorCode, message }` with the status.
 */
import { ErrorCode } from '@contract/errorCodes';

export type Details = Record<string, string | number | boolean | null>;

export class RuleError {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly message: string;
  readonly details: Details | undefined;
  readonly extra: { wrongPasswordCount?: number; wrongPasswordLimit?: number };

  constructor(
    status: number,
    errorCode: ErrorCode,
    message: string,
    details?: Details,
    extra: { wrongPasswordCount?: number; wrongPasswordLimit?: number } = {},
  ) {
    this.status = status;
    this.errorCode = errorCode;
    this.message = message;
    this.details = details;
    this.extra = extra;
  }
}

export function isRuleError(value: unknown): value is RuleError {
  return value instanceof RuleError;
}

/** The spec's wording (section 5 and 8); where the spec shows none, plain English in the same voice. */
export const MESSAGES = {
  generic: 'A temporary error has occurred. Please try again later.',
  paymentDay: 'Subscription cancellations and plan changes are not possible on the payment date (UTC).',
  oncePerDay: 'Subscription cancellations and plan changes are limited to once per day (UTC).',
  paymentFailed:
    'Your transaction is failed. Please try using a different payment method or contact your card issuer for assistance.',
  tenantFailed: "You've failed to configure the service. Please contact customer support.",
  tenantConfiguring: 'The service is being configured. Please try again in about 10 minutes.',
  tenantStopped: 'The subscription has ended and the service is stopped.',
  projectInactive: 'The project is inactive.',
  planExpired: 'The plan has expired and cannot be edited.',
  samePlan: 'This is already your current plan.',
  agreement: 'Please agree to the payment terms.',
  downgradeLimit: 'Usage, members or rooms exceed the limits of the lower plan.',
  downgradeViaSales: 'Please contact sales to move to this plan.',
  marketplace: 'This plan was purchased in a cloud marketplace and can be changed only there.',
  enterprise: 'The Enterprise plan is available through sales. Please contact us.',
  plannedChangeNotFound: 'There is no planned plan change.',
  plannedChangeSameDay: 'A planned plan change can be cancelled from the day after the request.',
  restartBlocked: 'The plan cannot be restarted yet. Please try again in about 10 minutes.',
  freeTrialUsed: 'The free trial has already been used for this service.',
  subscriptionExists: 'This service is already subscribed.',
  subscriptionNotFound: 'The subscription does not exist.',
  alreadyCancelled: 'This subscription has already been cancelled.',
  cancelNotScheduled: 'There is no scheduled cancellation to revert.',
  cardRequired: 'Please register a payment method first.',
  spotTooEarly: 'The reservation date can be set from 2 days after the subscription ends.',
  spotNoTickets: 'There are no spot tickets left.',
  spotNoReservation: 'There is no spot reservation.',
  spotNotAvailable: 'Spot tickets can be used after the subscription ends.',
  spotPlanFixed: 'A spot plan runs until its end date and cannot be changed or cancelled.',
  cardLimit: 'You can register up to 5 cards.',
  cardDuplicate: 'This card is already registered.',
  cardNameDuplicate: 'This card name is already in use.',
  cardValidity: 'Only cards valid for 6 months or more can be registered.',
  cardDebit: 'Debit cards cannot be registered.',
  cardUnavailable: 'The card is unavailable.',
  cardCvc: 'Invalid CVC.',
  cardDate: 'Invalid expiration date.',
  cardInfo: 'Invalid card information.',
  cardBusinessNumber: 'Invalid business registration number.',
  cardInUse: 'This card pays an active subscription and cannot be deleted.',
  inviteLimit: 'You can invite up to 10 members at once.',
  inviteRegistered: 'This email has already been registered.',
  inviteInvited: 'This email has already been invited or registered.',
  inviteFailed: 'Failed to invite the member. Please try again later.',
  inviteBeforeSubscribe: 'Members can be invited after subscribing to a service.',
  invitePlan: 'Your plan does not allow inviting members. Please check the plans.',
  memberLimit: 'You have exceeded the maximum allowed members.',
  memberNotFound: 'The member does not exist.',
  memberNotActive: 'Permissions can be set only for active members.',
  memberStatus: 'Failed to change the status. Please try again later.',
  roleChange: 'Failed to change the role. Please try again later.',
  domainRequired: 'Select at least 1 domain.',
  serviceDomain: 'Failed to update the service domain. Please try again later.',
  roleNotSupported: 'This role is not available for the service.',
  ownershipTransfer: 'The owner transfer request failed.',
  ownershipTransferNotFound: 'There is no pending ownership transfer.',
  noPermission: 'You do not have permission. Please contact the owner.',
  accountDeleteLiveSubscriptions: 'You own an organisation with live subscriptions. Cancel them before deleting your account.',
  ipInvalid: 'Invalid IP format.',
  ipDuplicate: 'This IP address is already registered.',
  accessDeniedIp: 'Access denied from this IP address.',
  fileTooLarge: 'Each file can be up to 10 MB.',
  fileType: 'This file type is not allowed.',
  fileDuplicate: 'There are duplicate files.',
  titleRequired: 'Please enter the title',
  contentRequired: 'Please enter the description',
  fieldRequired: 'This field is required.',
  /** Free-trial and pricing forms: a choice (service, country, entry path) left empty. */
  valueRequired: 'Value required.',
  inviteEmailRequired: 'Enter the email',
  inviteEmailInvalid: 'Not a valid email format.',
  emailInvalid: 'This is not a valid email format.',
  termsRequired: 'Please agree to the required terms.',
  notFound: 'Not found.',
  passwordRequired: 'Enter your password',
  passwordNewRequired: 'Enter your new password',
  passwordIncorrect: 'Incorrect password',
  passwordLength: 'Use 8 to 20 characters.',
  passwordClasses: 'Use at least one letter, one number and one special character.',
  passwordSequential: 'Do not use sequential numbers or letters.',
  passwordReused: 'You cannot use your current or a previously used password.',
  passwordContainsId: 'The password must not contain your ID.',
  passwordMismatch: 'The passwords do not match.',
  passwordLimit: 'Error occurred, please try again later',
  signInIncorrect: 'The e-mail or password is incorrect.',
  signInReset: 'You entered a wrong password 5 times. Please reset your password.',
  signInDisabled: 'This account is restricted. Please contact the owner.',
  signInIp: 'Access denied from this IP address.',
  passwordExpired: 'Your password has expired. Please change it.',
  codeMismatch: 'The code does not match. Please re-enter it.',
  codeExpired: 'The code has expired. Please get a new code and try again.',
  codeAttempts:
    'You have exceeded the maximum number of code verification attempts. Please get a new code and try again.',
  resendTooSoon: 'Please wait before requesting a new code.',
  linkInvalid: 'The link is invalid or has expired.',
  signUpRegistered: 'This e-mail is already registered.',
  signUpTempPassword: 'The temporary password is incorrect.',
  findPasswordNoAccount: 'There is no account with this e-mail.',
  findPasswordSocial: 'This account signs in with a social account.',
  invitationInvalid: 'The invitation link is invalid.',
  sessionInvalid: 'The session is invalid. Please sign in again.',
  sessionHeaders: 'The session headers are out of date.',
  sessionExpired: 'The session has expired. Please sign in again.',
} as const;

export const E = ErrorCode;

/** Shorthands. */
export const err = (status: number, code: ErrorCode, message: string, details?: Details) =>
  new RuleError(status, code, message, details);
export const notFound = (message: string = MESSAGES.notFound) => err(404, E.NOT_FOUND, message);
export const noPermission = () => err(403, E.NO_PERMISSION, MESSAGES.noPermission);
export const required = (field: string) => err(400, E.FIELD_REQUIRED, MESSAGES.fieldRequired, { field });

/**
 * A text over its limit (spec section 9: name 20, organisation name 30), counted after trimming as the contract's
 * schemas do. The wording names the field and its limit; the spec gives none.
 */
export function tooLong(field: 'name' | 'company' | 'organizationName', maxLength: number): RuleError {
  const what = field === 'name' ? 'The name' : 'The organisation name';
  return err(400, E.FIELD_TOO_LONG, `${what} can be up to ${maxLength} characters.`, { field, maxLength });
}
