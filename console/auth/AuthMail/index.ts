export { AuthMailPage, type AuthMailKind, type AuthMailPageProps } from './AuthMailPage';
