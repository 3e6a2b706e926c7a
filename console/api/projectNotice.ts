import { msg } from '@lingui/core/macro';

/**
 * The never-closing notice (spec section 5) shown when a call answers `PROJECT_INACTIVE`. A file of its own:
 * the toast rules in the start-up bundle need it, the error catalogue table must not come with it.
 */
export const projectDeactivatedToast = msg`This project has been deactivated.`;
