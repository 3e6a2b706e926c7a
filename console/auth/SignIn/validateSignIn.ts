import type { MessageDescriptor } from '@lingui/core';
import { signInFieldMessages } from '@console/api/signInFieldMessages';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInFieldErrors = Partial<Record<keyof SignInValues, MessageDescriptor>>;

// A practical shape check; the server has the last word.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail check shared by sign-in and find-password: empty or malformed, with the catalogue's words. */
export function emailError(value: string): MessageDescriptor | undefined {
  const email = value.trim();
  if (email === '') return signInFieldMessages.SIGNIN_EMAIL_REQUIRED;
  if (!emailPattern.test(email)) return signInFieldMessages.SIGNIN_EMAIL_INVALID;
  return undefined;
}

/** Client checks before the call, with the same catalogue messages the server would send. */
export function validateSignIn(values: SignInValues): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = signInFieldMessages.SIGNIN_PASSWORD_REQUIRED;
  return errors;
}
