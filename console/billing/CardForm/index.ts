export { AddPaymentMethodPage } from './AddPaymentMethodPage';
export { ModifyPaymentMethodPage } from './ModifyPaymentMethodPage';
