import type { Key } from 'react-aria-components';
import type { TableProps, TableRow } from '../Table/interfaces';

// Rows are picked in the grid: it has no card layout and scrolls sideways in any box.
export interface SelectableTableProps<T extends TableRow> extends Omit<TableProps<T>, 'narrowLayout'> {
  /**
   * One row or several, with a checkbox column (and "select all" for `multiple`).
   * @default 'multiple'
   */
  selectionMode?: 'single' | 'multiple';
  /**
   * Selected rows (controlled).
   * @default undefined
   */
  selectedKeys?: 'all' | Iterable<Key>;
  /**
   * Called with the selection.
   * @default undefined
   */
  onSelectionChange?: (keys: 'all' | Set<Key>) => void;
}
