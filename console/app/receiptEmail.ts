import type { MessageDescriptor } from '@lingui/core';
import { messageFor } from '@console/api/contextMessages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The browser's check of a receipt e-mail before it is sent (payment management and the subscription detail share
 * it): required, then a valid format, in the spec's words. `undefined` when it may be sent; takes the trimmed value.
 */
export function receiptEmailProblem(email: string): MessageDescriptor | undefined {
  if (email === '') return messageFor('subscription.receiptEmail', 'FIELD_REQUIRED', { field: 'email' });
  if (!EMAIL.test(email)) return messageFor('subscription.receiptEmail', 'EMAIL_INVALID', { field: 'email' });
  return undefined;
}
