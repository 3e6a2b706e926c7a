export { FindPasswordPage } from './FindPasswordPage';
export type { FindPasswordPageProps } from './FindPasswordPage';
