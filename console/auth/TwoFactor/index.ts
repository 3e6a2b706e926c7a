export { TwoFactorPage } from './TwoFactorPage';
export type { TwoFactorPageProps } from './TwoFactorPage';
