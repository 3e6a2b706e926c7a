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
  /** Header text, translated by the caller; in the card layout, the label before each value. */
  name: ReactNode;
  /**
   * Plain text of `name` when `name` is not a string: the card layout's sort menu lists columns by it.
   * @default undefined
   */
  textValue?: string;
  /** The cell of a row. */
  render: (row: T) => ReactNode;
  /**
   * The column that names the row for screen readers (usually the first), and the title of the row's card in the
   * card layout (without one, the first column is). Exactly one should have it.
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
  /**
   * Long free text (a description, a list of features, an e-mail address) wraps at word boundaries. Without it a
   * cell keeps its value on one line (numbers, amounts, dates, statuses, names) and the table scrolls instead of
   * squeezing it.
   * @default false
   */
  wrap?: boolean;
}

/**
 * What a table does in a box narrower than tablet_md (576 px): `cards`, a list of one card per row (each value
 * after its column's name); `scroll`, the table scrolling sideways as in wider boxes.
 */
export type TableNarrowLayout = 'cards' | 'scroll';

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
   * Keeps the first column in view while the table scrolls sideways.
   * @default true
   */
  stickyFirstColumn?: boolean;
  /**
   * The layout in a box narrower than tablet_md (576 px, phones and small tablets): a list of cards, one per row,
   * with the row header as the card's title, each other value after its column's name and the row's menu at the
   * title's end; or the table scrolling sideways. The width is the table's own box, not the window's.
   * @default 'cards'
   */
  narrowLayout?: TableNarrowLayout;
  /**
   * Extra class on the table's outer box, for layout only.
   * @default undefined
   */
  className?: string;
}
