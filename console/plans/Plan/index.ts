export { PlanSubscribePage } from './PlanSubscribePage';
export { PlanCancelPage } from './PlanCancelPage';
