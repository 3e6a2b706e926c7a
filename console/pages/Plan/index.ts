export { PlanSubscribePage } from './PlanSubscribePage';
export { PlanConfirmPage } from './PlanConfirmPage';
export { PlanCancelPage } from './PlanCancelPage';
