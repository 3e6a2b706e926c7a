import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from '../Icon';
import type { BillingStatus, MemberStatus, StatusTone, TenantStatus } from './interfaces';

export interface StatusLook {
  tone: StatusTone;
  icon: IconName;
  label: MessageDescriptor;
}

/** Every status of the spec's three vocabularies: a tone, a distinct icon and the catalog's words. */
export const billingStatuses: Record<BillingStatus, StatusLook> = {
  Paid: { tone: 'success', icon: 'checkCircle', label: msg({ message: 'Paid', context: 'billing status' }) },
  Unpaid: { tone: 'warning', icon: 'warning', label: msg({ message: 'Unpaid', context: 'billing status' }) },
  Pending: { tone: 'info', icon: 'clock', label: msg({ message: 'Pending', context: 'billing status' }) },
  Failed: { tone: 'danger', icon: 'xCircle', label: msg({ message: 'Failed', context: 'billing status' }) },
};

export const memberStatuses: Record<MemberStatus, StatusLook> = {
  Active: { tone: 'success', icon: 'checkCircle', label: msg({ message: 'Active', context: 'member status' }) },
  Inactive: { tone: 'neutral', icon: 'minusCircle', label: msg({ message: 'Inactive', context: 'member status' }) },
  Pending: { tone: 'info', icon: 'clock', label: msg({ message: 'Pending', context: 'member status' }) },
  Expired: { tone: 'neutral', icon: 'ban', label: msg({ message: 'Expired', context: 'member status' }) },
};

const configuring: StatusLook = {
  tone: 'info',
  icon: 'sync',
  label: msg({ message: 'Configuring', context: 'tenant status' }),
};
const stopped: StatusLook = {
  tone: 'neutral',
  icon: 'stopCircle',
  label: msg({ message: 'Stopped', context: 'tenant status' }),
};

export const tenantStatuses: Record<TenantStatus, StatusLook> = {
  pending: configuring,
  none: configuring,
  running: { tone: 'success', icon: 'checkCircle', label: msg({ message: 'Running', context: 'tenant status' }) },
  stopped,
  stopping: stopped,
  failed: { tone: 'danger', icon: 'xCircle', label: msg({ message: 'Failed', context: 'tenant status' }) },
  deleted: { tone: 'neutral', icon: 'ban', label: msg({ message: 'Deleted', context: 'tenant status' }) },
};
