export { SalesRequestPage, type SalesRequestPageProps } from './SalesRequestPage';
