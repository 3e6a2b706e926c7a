import { msg } from '@lingui/core/macro';

/**
 * The service states' catalogue messages (spec section 8), in a file of their own: the dashboard's product cards and
 * the product's state dialog (a tenant configuring or failed, a plan expired) show them without loading the whole
 * error catalogue. `errorMessages` maps the codes to these same descriptors.
 */
export const tenantMessages = {
  TENANT_FAILED: msg`You've failed to configure the service. Please contact customer support.`,
  TENANT_CONFIGURING: msg`The service is being configured. Please try again in about 10 minutes.`,
  TENANT_STOPPED: msg`The subscription has ended.`,
  PLAN_EXPIRED_EDIT: msg`The plan has expired and cannot be edited.`,
} as const;
