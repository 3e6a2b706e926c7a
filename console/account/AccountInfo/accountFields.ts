import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { extraInfoLimits, extraInfoMessages } from '@console/shared/extraInfo';
import type { AccountUpdateRequest } from '@contract/schemas';
// Its messages live in this folder's catalog.
import '../catalog';

/** The account fields that are saved one at a time (spec section 8: one toast pair each). */
export type EditableAccountField = 'name' | 'country' | 'organizationName' | 'phone';

/** Spec section 9: name max 20, organisation name max 30. The phone is free text up to 20 characters. */
export const accountLimits = { name: extraInfoLimits.name, organizationName: extraInfoLimits.company, phone: 20 } as const;

/** Digits with the usual separators: "+82 10-1234-5678", "(03) 1234 5678". At least 4 digits. */
const phonePattern = /^\+?[\d\s\-().]+$/;

export const accountFieldMessages = {
  name: extraInfoMessages.name,
  organizationName: extraInfoMessages.company,
  country: extraInfoMessages.country,
  phone: msg`Enter a phone number with digits, spaces, +, - or brackets only.`,
} as const satisfies Record<EditableAccountField, MessageDescriptor>;

/**
 * The client's checks before a field is saved (the same rules as the extra-information form, spec sections 4
 * and 5): name and organisation name non-empty after trimming and within their limits, a country chosen, the
 * phone optional but a phone number when given. Messages show only after a failed save.
 */
export function validateAccountField(field: EditableAccountField, value: string): MessageDescriptor | undefined {
  const trimmed = value.trim();
  switch (field) {
    case 'name':
    case 'organizationName':
      if (trimmed === '') return accountFieldMessages[field];
      // Over the limit: the server's FIELD_TOO_LONG words (a pre-filled value may be longer than the input allows).
      if (trimmed.length <= accountLimits[field]) return undefined;
      return field === 'name' ? extraInfoMessages.nameTooLong : extraInfoMessages.companyTooLong;
    case 'country':
      return trimmed === '' ? accountFieldMessages.country : undefined;
    case 'phone': {
      if (trimmed === '') return undefined;
      const digits = trimmed.replace(/\D/g, '').length;
      return phonePattern.test(trimmed) && digits >= 4 && value.length <= accountLimits.phone ? undefined : accountFieldMessages.phone;
    }
  }
}

/** The request body that changes only `field` (an empty phone removes it). */
export function updateFor(field: EditableAccountField, value: string): AccountUpdateRequest {
  const trimmed = value.trim();
  switch (field) {
    case 'name':
      return { name: trimmed };
    case 'organizationName':
      return { organizationName: trimmed };
    case 'country':
      return { country: trimmed };
    case 'phone':
      return { phone: trimmed === '' ? null : trimmed };
  }
}

/** Spec section 8: success and failure toasts for the account name, country, company name and phone. */
export const accountToasts = {
  name: { success: msg`Your name has been changed.`, failure: msg`Failed to change your name. Please try again later.` },
  country: { success: msg`Your country has been changed.`, failure: msg`Failed to change your country. Please try again later.` },
  organizationName: {
    success: msg`The organisation name has been changed.`,
    failure: msg`Failed to change the organisation name. Please try again later.`,
  },
  phone: { success: msg`Your phone number has been changed.`, failure: msg`Failed to change your phone number. Please try again later.` },
} as const satisfies Record<EditableAccountField, { success: MessageDescriptor; failure: MessageDescriptor }>;
