export interface PaginationProps {
  /** The current page, 0-based as the API counts (`pageNum`); people see it 1-based. */
  page: number;
  /** Called with the 0-based page to show. */
  onPageChange: (page: number) => void;
  /** How many items there are in all. */
  totalItems: number;
  /**
   * Items per page (the spec's lists use 10).
   * @default 10
   */
  pageSize?: number;
  /**
   * Name of the navigation landmark. Defaults to the design system's "Pagination".
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Labels of the previous/next buttons and of a page button (receives the 1-based number; it should
   * contain the number). Default: the design system's "Previous page", "Next page", and "Page" read
   * before the number.
   * @default undefined
   */
  labels?: { previous?: string; next?: string; page?: (page: number) => string };
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}
