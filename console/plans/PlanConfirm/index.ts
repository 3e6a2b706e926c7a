export { PlanConfirmPage } from './PlanConfirmPage';
