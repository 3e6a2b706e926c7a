import type { Key, ReactNode } from 'react';

export interface LoadMoreListProps<T> {
  /** Names the list ("Activity log"), translated by the caller. */
  'aria-label': string;
  /** The entries loaded so far. */
  items: readonly T[];
  /** Stable key of an entry. */
  getKey: (item: T) => Key;
  /** One entry. */
  renderItem: (item: T) => ReactNode;
  /** More entries exist (the API's next-page flag). */
  hasMore: boolean;
  /** Loads the next page. */
  onLoadMore: () => void;
  /**
   * A page is on its way: the button shows a spinner and ignores presses.
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * Shown when there are no entries at all (an `EmptyState`).
   * @default undefined
   */
  emptyState?: ReactNode;
  /**
   * Label of the button. Defaults to the design system's "Load more".
   * @default undefined
   */
  loadMoreLabel?: string;
  /**
   * Text once everything is loaded. Defaults to the design system's "You have reached the end.".
   * @default undefined
   */
  endLabel?: ReactNode;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}
