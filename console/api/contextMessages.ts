import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@contract/errorCodes';
import { genericErrorMessage, hasMessage, messageForErrorCode } from './errorMessages';

/**
 * The spec words some errors differently depending on where they show (section 5): the same FIELD_REQUIRED is
 * 'Enter the email' in the invite dialog, 'Please enter the title' on the contact form, and 'This field is
 * required.' / 'Value required.' on the free-trial and pricing forms. So the message is a function of the
 * operation (or the client-side form that validates before sending it, named after that operation), the code
 * and, for a required field, which field. Anything without a context-specific wording falls back to
 * `errorMessages` (one sentence per code).
 */
export type MessageContext =
  | 'members.invite'
  | 'crm.inquiry'
  | 'crm.freeTrial'
  | 'crm.pricing'
  | 'auth.signIn'
  | (string & {});

export interface MessageDetails {
  /** The field a FIELD_REQUIRED / EMAIL_INVALID is about (`details.field` of the error body). */
  field?: string | undefined;
}

type Wording = Partial<Record<ErrorCode, MessageDescriptor | ((details: MessageDetails) => MessageDescriptor | undefined)>>;

/** Free-trial and pricing forms: choices (service, country, entry path) vs typed fields (decision, docs/decisions.md). */
const salesFormChoices = new Set(['productCode', 'country', 'entryPath']);

const salesForm: Wording = {
  FIELD_REQUIRED: ({ field }) => (field && salesFormChoices.has(field) ? msg`Value required.` : msg`This field is required.`),
  EMAIL_INVALID: msg`This is not a valid email format.`,
};

/**
 * A name or organisation name over its limit (spec section 9: 20 and 30): the message names the field and its
 * limit, wherever a name is saved (the extra-information form, account info, an invitation's sign-up).
 */
const nameTooLong = ({ field }: MessageDetails): MessageDescriptor | undefined =>
  field === 'name'
    ? msg`The name can be up to 20 characters.`
    : field === 'company' || field === 'organizationName'
      ? msg`The organisation name can be up to 30 characters.`
      : undefined;

const wording: Record<string, Wording> = {
  'members.invite': {
    FIELD_REQUIRED: msg`Enter the email`,
    EMAIL_INVALID: msg`Not a valid email format.`,
  },
  'crm.inquiry': {
    FIELD_REQUIRED: ({ field }) => (field === 'content' ? msg`Please enter the description` : msg`Please enter the title`),
  },
  'crm.freeTrial': salesForm,
  'crm.pricing': salesForm,
  'auth.signIn': {
    EMAIL_INVALID: msg`Not a valid email format.`,
  },
  'user.info': { FIELD_TOO_LONG: nameTooLong },
  'account.update': { FIELD_TOO_LONG: nameTooLong },
  'invitation.accept': { FIELD_TOO_LONG: nameTooLong },
};

/** The message to show for `code` in `context` (an operation id of the contract, or its form). */
export function messageFor(context: MessageContext, code: string | undefined, details: MessageDetails = {}): MessageDescriptor {
  if (!hasMessage(code)) return genericErrorMessage;
  const entry = wording[context]?.[code];
  const specific = typeof entry === 'function' ? entry(details) : entry;
  return specific ?? messageForErrorCode(code);
}

/** The message for an error answer of an operation (its code and `details.field`); network errors get the generic one. */
export function messageForError(context: MessageContext, error: { kind: string; errorCode: string | undefined; body?: { details?: Record<string, unknown> | undefined } | undefined }): MessageDescriptor {
  if (error.kind !== 'server') return genericErrorMessage;
  const field = error.body?.details?.field;
  return messageFor(context, error.errorCode, { field: typeof field === 'string' ? field : undefined });
}
