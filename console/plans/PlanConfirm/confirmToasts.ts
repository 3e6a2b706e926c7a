import { msg } from '@lingui/core/macro';
import '../catalog';

/** Toasts of spec section 2 that the plan confirmation shows. */
export const planChangedToast = msg`The plan has been changed.`;
export const subscribedToast = msg`The subscription has started.`;
