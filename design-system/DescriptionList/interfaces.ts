import type { Key, ReactNode } from 'react';

export interface DescriptionListItem {
  /**
   * React key; needed when terms are not unique strings.
   * @default the term when it is a string, else the index
   */
  id?: Key;
  /** The key ("Plan", "Renewal date"). Translate it in the caller. */
  term: ReactNode;
  /** The value: text, a `StatusLabel`, `Money`, `DateTime`, a link… */
  description: ReactNode;
}

export type DescriptionListLayout = 'auto' | 'columns' | 'stacked';

export interface DescriptionListProps {
  /** The rows, in reading order. */
  items: readonly DescriptionListItem[];
  /**
   * `columns`: term and value side by side; `stacked`: value under its term; `auto`: side by side when
   * the list's own container is at least 544px wide (content class md), stacked below (phones, narrow
   * cards).
   * @default 'auto'
   */
  layout?: DescriptionListLayout;
  /**
   * Lines between rows (detail panels); without them the rows are closer (inside cards).
   * @default true
   */
  dividers?: boolean;
  /**
   * Accessible name of the list when the panel around it has no heading.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * Extra class on the root element, for layout only.
   * @default undefined
   */
  className?: string;
}
