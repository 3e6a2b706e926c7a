export { OAuthCallbackPage, type OAuthCallbackPageProps, type OAuthNextStep } from './OAuthCallbackPage';
