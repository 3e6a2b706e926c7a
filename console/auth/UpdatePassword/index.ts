export { UpdatePasswordPage, type UpdatePasswordPageProps } from './UpdatePasswordPage';
