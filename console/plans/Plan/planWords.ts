import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Plan, SubscriptionState } from '@contract/schemas';
import '../catalog';

/** Plan features of the catalogue (spec section 3), by the key the contract sends. */
export const featureLabels: Record<string, MessageDescriptor> = {
  multiProject: msg`Multiple projects and segments`,
  basicControl: msg`Basic control`,
  pathControl: msg`Path control`,
  dynamicInflow: msg`Dynamic inflow`,
  eum: msg`End-user monitoring (EUM)`,
  botBlocking: msg`Bot blocking`,
  haCluster: msg`HA cluster`,
  sla: msg`Service-level agreement (SLA)`,
};

export const supportLabels: Record<Plan['support'], MessageDescriptor> = {
  BEST_EFFORT: msg`Best effort`,
  BUSINESS_HOURS_24: msg`First response within 24 business hours`,
  BUSINESS_HOURS_16: msg`First response within 16 business hours`,
};

export const stateLabels: Record<SubscriptionState, MessageDescriptor> = {
  FREE_TRIAL: msg`Free trial`,
  ACTIVE: msg`Active`,
  CANCEL_SCHEDULED: msg`Cancellation scheduled`,
  CANCELLED: msg`Cancelled`,
  EXPIRED: msg`Expired`,
  PAYMENT_FAILED: msg`Payment failed`,
};

/** Toasts of spec section 2 that belong to the plan pages. */
export const withdrawalCompleteToast = msg`Subscription withdrawal complete.`;
export const plannedChangeCancelledToast = msg`The plan change has been cancelled.`;
export const cancellationRevertedToast = msg`The cancellation has been withdrawn. The plan renews normally.`;
