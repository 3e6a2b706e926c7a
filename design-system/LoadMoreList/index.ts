export { LoadMoreList } from './LoadMoreList';
export type { LoadMoreListProps } from './interfaces';
