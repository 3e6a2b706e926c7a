export { AccountTermsPage } from './AccountTermsPage';
