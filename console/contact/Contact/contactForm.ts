import type { EntryPath } from '@contract/schemas/crmValues';
import type { ProductCode } from '@contract/schemas/common';
import { emailPattern } from '@contract/schemas/emailPattern';

/** Lengths the contact form counts down (the spec gives none; docs/decisions.md, "Contact and sales"). */
export const contactLimits = { title: 100, content: 2000 } as const;

export type InquiryField = 'title' | 'content';

/** Title and description are required (spec section 5); blanks do not count. */
export function validateInquiry(values: { title: string; content: string }): Partial<Record<InquiryField, true>> {
  const errors: Partial<Record<InquiryField, true>> = {};
  if (values.title.trim() === '') errors.title = true;
  if (values.content.trim() === '') errors.content = true;
  return errors;
}

/** The free-trial and pricing forms' fields, named as the request body names them. */
export interface SalesFormValues {
  productCode: ProductCode | null;
  name: string;
  companyEmail: string;
  country: string | null;
  contact: string;
  entryPath: EntryPath | null;
  terms: boolean;
  privacy: boolean;
  cookie: boolean;
}

export type SalesField = keyof SalesFormValues;

/**
 * What is wrong with a field: `required` for a typed field left empty ("This field is required."),
 * `choice` for a choice left empty or a consent not given ("Value required."), `email` for an address the
 * server would refuse ("This is not a valid email format.").
 */
export type SalesProblem = 'required' | 'choice' | 'email';

export const emptySalesForm: SalesFormValues = {
  productCode: null,
  name: '',
  companyEmail: '',
  country: null,
  contact: '',
  entryPath: null,
  terms: false,
  privacy: false,
  cookie: false,
};

/** The API's own e-mail check, so the form never lets through an address the server refuses. */
export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Every field is required (spec section 5), the e-mail must be valid, and the three consents given. */
export function validateSalesForm(values: SalesFormValues): Partial<Record<SalesField, SalesProblem>> {
  const errors: Partial<Record<SalesField, SalesProblem>> = {};
  if (!values.productCode) errors.productCode = 'choice';
  if (values.name.trim() === '') errors.name = 'required';
  if (values.companyEmail.trim() === '') errors.companyEmail = 'required';
  else if (!isEmail(values.companyEmail)) errors.companyEmail = 'email';
  if (!values.country) errors.country = 'choice';
  if (values.contact.trim() === '') errors.contact = 'required';
  if (!values.entryPath) errors.entryPath = 'choice';
  if (!values.terms) errors.terms = 'choice';
  if (!values.privacy) errors.privacy = 'choice';
  if (!values.cookie) errors.cookie = 'choice';
  return errors;
}

export { isReceptionType, receptionTypes, type ReceptionType } from './receptionType';
