export { Pagination } from './Pagination';
export { pageSlots, type PageSlot } from './pages';
export type { PaginationProps } from './interfaces';
