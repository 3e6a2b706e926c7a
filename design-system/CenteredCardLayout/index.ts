export { CenteredCardLayout } from './CenteredCardLayout';
export type { CenteredCardLayoutProps } from './interfaces';
