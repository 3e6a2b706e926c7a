import { msg } from '@lingui/core/macro';

/**
 * The sign-in fields' catalogue messages (spec section 8), in a file of their own: the sign-in form checks its
 * fields before any call, and its first load must not carry the whole error catalogue for three sentences.
 * `errorMessages` maps the codes to these same descriptors.
 */
export const signInFieldMessages = {
  SIGNIN_EMAIL_REQUIRED: msg`Enter your email`,
  SIGNIN_PASSWORD_REQUIRED: msg`Enter your password`,
  SIGNIN_EMAIL_INVALID: msg`Not a valid email format.`,
} as const;
