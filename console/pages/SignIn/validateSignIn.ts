import type { MessageDescriptor } from '@lingui/core';
import { errorMessages } from '@console/api/errorMessages';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInFieldErrors = Partial<Record<keyof SignInValues, MessageDescriptor>>;

// A practical shape check; the server has the last word.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client checks before the call, with the same catalogue messages the server would send. */
export function validateSignIn(values: SignInValues): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = errorMessages.SIGNIN_EMAIL_REQUIRED;
  else if (!emailPattern.test(email)) errors.email = errorMessages.SIGNIN_EMAIL_INVALID;
  if (values.password === '') errors.password = errorMessages.SIGNIN_PASSWORD_REQUIRED;
  return errors;
}
