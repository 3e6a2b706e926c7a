export { PaymentMethodsPage } from './PaymentMethodsPage';
