export { PageLayout } from './PageLayout';
export type { PageLayoutProps } from './interfaces';
