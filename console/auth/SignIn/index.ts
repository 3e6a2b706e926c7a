export { SignInPage, type SignInPageProps } from './SignInPage';
