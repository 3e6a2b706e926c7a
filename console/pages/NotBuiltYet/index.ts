export { NotBuiltYetPage, type NotBuiltYetPageProps } from './NotBuiltYetPage';
