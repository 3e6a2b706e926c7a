export { PageError, PageLoading } from './PageState';
export type { PageErrorProps, PageLoadingProps } from './PageState';
