export { AccountInfoPage } from './AccountInfoPage';
