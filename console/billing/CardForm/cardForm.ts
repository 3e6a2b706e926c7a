import type { CardAddRequest, CardModifyRequest, CardType } from '@contract/schemas';
import {
  birthDateValid,
  businessNumberFormatValid,
  cardDigits,
  cardNumberValid,
  cardPasswordFirstTwoValid,
  cvcValid,
  parseExpiry,
} from '@contract/rules/cards';

/** The card types the form offers (spec section 3: personal or corporate, personal by default). */
export type FormCardType = Extract<CardType, 'PRIVATE_DOMESTIC' | 'CORPORATE_DOMESTIC'>;

export interface CardFormValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  cardType: FormCardType;
  passwordFirstTwo: string;
  birthDate: string;
  businessNumber: string;
  isDefault: boolean;
}

export type CardField = Exclude<keyof CardFormValues, 'cardType' | 'isDefault'>;

/** The card secrets: never kept after a failed save. */
export const secretFields = ['number', 'cvc', 'passwordFirstTwo'] as const satisfies readonly CardField[];

/** An error code of the contract (its message comes from `messageFor('cards.add' | 'cards.modify', code)`). */
export type CardProblem =
  | 'FIELD_REQUIRED'
  | 'CARD_INFO_INVALID'
  | 'CARD_DATE_INVALID'
  | 'CARD_CVC_INVALID'
  | 'CARD_BUSINESS_NUMBER_INVALID';

export type CardFormMode = 'add' | 'modify';

export const emptyCardForm: CardFormValues = {
  name: '',
  number: '',
  expiry: '',
  cvc: '',
  cardType: 'PRIVATE_DOMESTIC',
  passwordFirstTwo: '',
  birthDate: '',
  businessNumber: '',
  isDefault: false,
};

export const digits = cardDigits;

/** Typing helpers: the number in groups of four, the expiry as MM/YY. */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(value: string): string {
  const raw = digits(value).slice(0, 4);
  return raw.length > 2 ? `${raw.slice(0, 2)}/${raw.slice(2)}` : raw;
}

/**
 * What the form checks before sending, with the contract's checks (contract/rules/cards.ts): formats only; the
 * brand's CVC length, the business number's checksum, validity of 6 months, debit cards, duplicates and the
 * 5-card limit are the server's. In `modify` mode only name, expiry and an optional CVC.
 */
export function validateCardForm(values: CardFormValues, mode: CardFormMode): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!values.name.trim()) problems.name = 'FIELD_REQUIRED';
  if (!values.expiry) problems.expiry = 'FIELD_REQUIRED';
  else if (!parseExpiry(values.expiry)) problems.expiry = 'CARD_DATE_INVALID';
  if (mode === 'modify') {
    if (values.cvc && !cvcValid(values.cvc)) problems.cvc = 'CARD_CVC_INVALID';
    return problems;
  }
  const number = digits(values.number);
  if (!number) problems.number = 'FIELD_REQUIRED';
  else if (!cardNumberValid(number)) problems.number = 'CARD_INFO_INVALID';
  if (!values.cvc) problems.cvc = 'FIELD_REQUIRED';
  else if (!cvcValid(values.cvc)) problems.cvc = 'CARD_CVC_INVALID';
  if (!values.passwordFirstTwo) problems.passwordFirstTwo = 'FIELD_REQUIRED';
  else if (!cardPasswordFirstTwoValid(values.passwordFirstTwo)) problems.passwordFirstTwo = 'CARD_INFO_INVALID';
  if (values.cardType === 'PRIVATE_DOMESTIC') {
    if (!values.birthDate) problems.birthDate = 'FIELD_REQUIRED';
    else if (!birthDateValid(values.birthDate)) problems.birthDate = 'CARD_INFO_INVALID';
  } else if (!values.businessNumber) problems.businessNumber = 'FIELD_REQUIRED';
  else if (!businessNumberFormatValid(values.businessNumber)) problems.businessNumber = 'CARD_BUSINESS_NUMBER_INVALID';
  return problems;
}

/** Which field a refusal of the server is about (the rest show above the buttons). */
export function fieldOfError(code: string | undefined): CardField | undefined {
  switch (code) {
    case 'CARD_DUPLICATE':
    case 'CARD_DEBIT':
    case 'CARD_UNAVAILABLE':
    case 'CARD_INFO_INVALID':
      return 'number';
    case 'CARD_NAME_DUPLICATE':
      return 'name';
    case 'CARD_VALIDITY':
    case 'CARD_DATE_INVALID':
      return 'expiry';
    case 'CARD_CVC_INVALID':
      return 'cvc';
    case 'CARD_BUSINESS_NUMBER_INVALID':
      return 'businessNumber';
    default:
      return undefined;
  }
}

export function addRequest(values: CardFormValues): CardAddRequest {
  return {
    name: values.name.trim(),
    number: digits(values.number),
    expiry: values.expiry,
    cvc: values.cvc,
    cardType: values.cardType,
    passwordFirstTwo: values.passwordFirstTwo,
    ...(values.cardType === 'PRIVATE_DOMESTIC'
      ? { birthDate: values.birthDate }
      : { businessNumber: digits(values.businessNumber) }),
    isDefault: values.isDefault,
  };
}

export function modifyRequest(values: CardFormValues): CardModifyRequest {
  return {
    name: values.name.trim(),
    expiry: values.expiry,
    ...(values.cvc ? { cvc: values.cvc } : {}),
    ...(values.isDefault ? { isDefault: true } : {}),
  };
}

/** After a failed save: everything typed stays except the card secrets. */
export function withoutSecrets(values: CardFormValues): CardFormValues {
  return { ...values, number: '', cvc: '', passwordFirstTwo: '' };
}
