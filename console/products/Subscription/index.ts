export { NetfunnelSubscriptionPage } from './NetfunnelSubscriptionPage';
export { NetfunnelSubscriptionDetailPage } from './NetfunnelSubscriptionDetailPage';
