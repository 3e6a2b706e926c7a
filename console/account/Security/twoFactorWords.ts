import { msg } from '@lingui/core/macro';
import '../catalog';

/** The two-step verification toasts and code errors, shared by the section and its code dialog. */
export const twoFactorOnToast = msg`Two-step verification is on.`;
export const twoFactorOffToast = msg`Two-step verification is off.`;
export const twoFactorFailedToast = msg`Failed to change two-step verification. Please try again later.`;
export const codeSendFailedToast = msg`Failed to send the verification code. Please try again later.`;

/** The code errors shown on the field (spec section 8); anything else is a failure toast. */
export const codeErrors: ReadonlySet<string> = new Set(['TWO_FA_CODE_MISMATCH', 'TWO_FA_CODE_EXPIRED', 'TWO_FA_TOO_MANY_ATTEMPTS']);

