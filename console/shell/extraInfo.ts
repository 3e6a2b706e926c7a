import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import './catalog';

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
} as const;

/**
 * Spec section 4: name and organisation name are valid when non-empty after trimming (the inputs stop at
 * their maximum length); a country is required; the phone is optional.
 */
export function validateExtraInfo(values: ExtraInfoValues): ExtraInfoErrors {
  const errors: ExtraInfoErrors = {};
  if (values.name.trim() === '' || values.name.length > extraInfoLimits.name) errors.name = extraInfoMessages.name;
  if (values.company.trim() === '' || values.company.length > extraInfoLimits.company) {
    errors.company = extraInfoMessages.company;
  }
  if (values.country === '') errors.country = extraInfoMessages.country;
  return errors;
}
