/**
 * Payment card checks the spec states once (section 3): the card number (14 to 19 digits, Luhn checksum), the
 * expiry (MM/YY), the CVC, the card password's first two digits, the holder's birth date (YYMMDD) and the
 * business registration number. The console's form checks the formats before sending; the server (the mock
 * world) checks the same formats and, knowing the card, the CVC length of its brand and the business number's
 * checksum.
 */

/** The card brand, read from the number's first digits. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'JCB' | 'UNKNOWN';

/** The number's digits, whatever the spacing typed. */
export const cardDigits = (value: string): string => value.replace(/\D/g, '');

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = number.length - 1; index >= 0; index--) {
    let digit = Number(number[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 14 to 19 digits (spaces ignored) with a valid Luhn checksum. */
export function cardNumberValid(value: string): boolean {
  const number = cardDigits(value);
  return number.length >= 14 && number.length <= 19 && luhnValid(number);
}

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^35/.test(number)) return 'JCB';
  return 'UNKNOWN';
}

/** Parses MM/YY (month 01-12); null when malformed. Whether the date is far enough ahead is the server's rule. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/**
 * A CVC: 3 or 4 digits; with the brand known, exactly 4 for American Express and 3 for the others. The form,
 * which does not know the issuer's rules, checks the format alone.
 */
export function cvcValid(cvc: string, brand?: CardBrand): boolean {
  if (!/^\d{3,4}$/.test(cvc)) return false;
  return brand === undefined || cvc.length === (brand === 'AMEX' ? 4 : 3);
}

/** The card password's first two digits. */
export const cardPasswordFirstTwoValid = (value: string): boolean => /^\d{2}$/.test(value);

/** The holder's birth date as YYMMDD, month 1-12 and day 1-31. */
export function birthDateValid(value: string): boolean {
  const match = /^\d{2}(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** A business registration number's format: 10 digits (dashes ignored). */
export const businessNumberFormatValid = (value: string): boolean => /^\d{10}$/.test(cardDigits(value));

/** A Korean business registration number: 10 digits whose last is the checksum of the first nine. */
export function businessNumberValid(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = value.split('').map(Number);
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += (digits[index] ?? 0) * (weights[index] ?? 0);
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}
