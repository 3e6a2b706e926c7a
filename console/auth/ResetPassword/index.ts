export { ResetPasswordPage, type ResetPasswordPageProps } from './ResetPasswordPage';
