import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Spec section 9: name max 20, organisation name max 30. */
export const extraInfoLimits = { name: 20, company: 30 } as const;

export interface ExtraInfoValues {
  name: string;
  company: string;
  country: string;
  phone: string;
}

export type ExtraInfoErrors = Partial<Record<keyof ExtraInfoValues, MessageDescriptor>>;

export const extraInfoMessages = {
  name: msg`Enter your name.`,
  company: msg`Enter your organisation's name.`,
  country: msg`Choose a country.`,
  // The server's FIELD_TOO_LONG words for these fields (console/api/contextMessages.ts), here in this folder's
  // catalog: the pages that check a name before saving need not load the error catalogue.
  nameTooLong: msg`The name can be up to 20 characters.`,
  companyTooLong: msg`The organisation name can be up to 30 characters.`,
} as const;

/**
 * Spec section 4: name and organisation name are valid when non-empty after trimming and within their limits
 * (the inputs stop there, but a pre-filled value may be longer): over it, the same words as the server's
 * FIELD_TOO_LONG. A country is required; the phone is optional.
 */
export function validateExtraInfo(values: ExtraInfoValues): ExtraInfoErrors {
  const errors: ExtraInfoErrors = {};
  const name = values.name.trim();
  const company = values.company.trim();
  if (name === '') errors.name = extraInfoMessages.name;
  else if (name.length > extraInfoLimits.name) errors.name = extraInfoMessages.nameTooLong;
  if (company === '') errors.company = extraInfoMessages.company;
  else if (company.length > extraInfoLimits.company) errors.company = extraInfoMessages.companyTooLong;
  if (values.country === '') errors.country = extraInfoMessages.country;
  return errors;
}
