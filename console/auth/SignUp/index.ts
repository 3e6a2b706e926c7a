export { SignUpTermsPage, type SignUpTermsPageProps } from './SignUpTermsPage';
export { SignUpEmailPage, type SignUpEmailPageProps } from './SignUpEmailPage';
export { SignUpRegionPage, type SignUpRegionPageProps } from './SignUpRegionPage';
export { SignUpPasswordPage, type SignUpPasswordPageProps } from './SignUpPasswordPage';
