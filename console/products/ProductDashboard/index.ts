export { ProductDashboardPage } from './ProductDashboardPage';
export { TenantStateDialog } from './TenantStateDialog';
export { tenantStateOf, tenantOf, subscriptionOf, type TenantDialogKind, type TenantState } from './tenantState';
export { isDashboardProduct, type DashboardProduct } from './productLinks';
