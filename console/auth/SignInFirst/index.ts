export { SignInFirstPage, type SignInFirstPageProps } from './SignInFirstPage';
