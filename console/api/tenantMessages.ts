import { msg } from '@lingui/core/macro';

/**
 * The service states' catalogue messages (spec section 8), in a file of their own: the dashboard's product cards
 * show the failed state's sentence without loading the whole error catalogue. `errorMessages` maps the codes to
 * these same descriptors.
 */
export const tenantMessages = {
  TENANT_FAILED: msg`You've failed to configure the service. Please contact customer support.`,
  TENANT_CONFIGURING: msg`The service is being configured. Please try again in about 10 minutes.`,
  TENANT_STOPPED: msg`The subscription has ended.`,
} as const;
