import type { Key } from 'react-aria-components';
import type { TableProps, TableRow } from '../Table/interfaces';

export interface SelectableTableProps<T extends TableRow> extends TableProps<T> {
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
