import type { ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';

export type { SortDescriptor };

/** A row: any object with a stable id. */
export interface TableRow {
  id: Key;
}

export interface TableColumn<T extends TableRow> {
  /** Key of the column (and of the sort descriptor). */
  id: string;
  /** Header text, translated by the caller. */
  name: ReactNode;
  /** The cell of a row. */
  render: (row: T) => ReactNode;
  /**
   * The column that names the row for screen readers (usually the first). Exactly one should have it.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * The header sorts on press (Enter/Space); the caller sorts the rows in `onSortChange`.
   * @default false
   */
  allowsSorting?: boolean;
  /**
   * `end` for numbers and amounts.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Minimum inline size (CSS length), so narrow screens scroll instead of squeezing.
   * @default undefined
   */
  minInlineSize?: string;
}

/** An entry of a row's action menu. */
export interface TableRowAction {
  id: string;
  label: ReactNode;
  /** Text for typeahead when `label` is not a string. @default undefined */
  textValue?: string;
  /** @default 'default' */
  variant?: 'default' | 'danger';
  /** @default false */
  isDisabled?: boolean;
}

export interface TableProps<T extends TableRow> {
  /** Names the table ("Payment history"), translated by the caller. */
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /**
   * Current sort (controlled), shown with `aria-sort` on the header.
   * @default undefined
   */
  sortDescriptor?: SortDescriptor;
  /**
   * Called when a sortable header is pressed: the same column again reverses the direction, another column starts
   * ascending.
   * @default undefined
   */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Skeleton rows while the first page loads (`aria-busy` on the table).
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many skeleton rows to show while loading (the page size).
   * @default 5
   */
  loadingRowCount?: number;
  /**
   * Error text when the rows could not be loaded; shown in the table with a retry button.
   * @default undefined
   */
  error?: ReactNode;
  /**
   * Called by the retry button of the error state.
   * @default undefined
   */
  onRetry?: () => void;
  /**
   * Label of the retry button. Defaults to the design system's "Try again".
   * @default undefined
   */
  retryLabel?: string;
  /**
   * What to show when there are no rows (an `EmptyState`).
   * @default undefined
   */
  renderEmptyState?: () => ReactNode;
  /**
   * A menu of actions at the end of each row.
   * @default undefined
   */
  rowActions?: (row: T) => TableRowAction[];
  /**
   * Called with the row and the action chosen from its menu.
   * @default undefined
   */
  onRowAction?: (row: T, actionId: string) => void;
  /**
   * Accessible name of a row's menu button; receives the row. Defaults to the design system's "More actions".
   * @default undefined
   */
  rowActionsLabel?: (row: T) => string;
  /**
   * Header of the actions column (visually hidden). Defaults to the design system's "Actions".
   * @default undefined
   */
  actionsColumnLabel?: string;
  /**
   * Keeps the first column in view while the table scrolls sideways (narrow screens).
   * @default true
   */
  stickyFirstColumn?: boolean;
  /**
   * Extra class on the scroll container, for layout only.
   * @default undefined
   */
  className?: string;
}
