import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The catalogue's fallback sentence (spec section 8), in a file of its own: the shell and the page states show it
 * for any failure, and their first load must not carry the whole error catalogue (`errorMessages`) for it.
 */
export const genericErrorMessage: MessageDescriptor = msg`A temporary error has occurred. Please try again later.`;
