import { useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { SortDescriptor, TableColumn, TableProps, TableRow } from './interfaces';
import {
  ActionsColumnLabel,
  bodyRowsOf,
  CellContent,
  ColumnHeaderContent,
  isPlaceholderRow,
  RowActionsCellContent,
  TableStateContent,
} from './tableParts';
import { TableCards } from './TableCards';
import styles from './Table.module.scss';
import { useNarrowBox } from './useNarrowBox';
import { useOverflowsInline } from './useOverflowsInline';

/**
 * Rows of one kind (payments, members, contracts) as an HTML table: sortable headers (`aria-sort`, a button in
 * the header), skeleton rows while loading, an error state with retry, an empty state, a row action menu. A table
 * wider than its box scrolls sideways with the first column kept in view and a shade on the side that has more; in
 * a box narrower than tablet_md (phones) it is a list of cards instead, one per row, so no cell is ever squeezed.
 * Tab goes through the links and buttons in it, as anywhere on a page; rows with checkboxes are a
 * `SelectableTable` (React Aria's grid).
 */
export function Table<T extends TableRow>(props: TableProps<T>) {
  const { narrowLayout = 'cards', isLoading = false, className } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowBox(rootRef);
  const cards = narrowLayout === 'cards' && narrow;
  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-layout={cards ? 'cards' : 'table'}
      aria-busy={isLoading || undefined}
    >
      {cards ? <TableCards {...props} /> : <HtmlTable {...props} />}
    </div>
  );
}

/** The table itself, in its sideways-scrolling box. */
function HtmlTable<T extends TableRow>(props: TableProps<T>) {
  const {
    columns,
    rows,
    sortDescriptor,
    onSortChange,
    isLoading = false,
    loadingRowCount = 5,
    error,
    onRetry,
    retryLabel,
    renderEmptyState,
    rowActions,
    onRowAction,
    rowActionsLabel,
    actionsColumnLabel,
    stickyFirstColumn = true,
    'aria-label': ariaLabel,
  } = props;
  const hasActions = rowActions !== undefined;
  const bodyRows = bodyRowsOf({ rows, isLoading, loadingRowCount, error });
  const columnCount = columns.length + (hasActions ? 1 : 0);
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  // A box that scrolls sideways must be reachable by keyboard to scroll it (WCAG 2.1.1; axe's
  // scrollable-region-focusable), also when nothing in the table takes focus: then it is a named, focusable group
  // (not a region: the page's section around a table usually has the same name, and landmarks must differ).
  const scrolls = useOverflowsInline(scrollerRef, frameRef);

  return (
    <div ref={frameRef} className={styles.frame} data-sticky={stickyFirstColumn || undefined}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        data-overflow="allowed"
        data-sticky={stickyFirstColumn || undefined}
        {...(scrolls ? { role: 'group', 'aria-label': ariaLabel, tabIndex: 0 } : {})}
      >
        <table aria-label={ariaLabel} className={styles.table} data-column-count={columnCount}>
          <thead className={styles.header}>
            <tr>
              {columns.map((column) => (
                <ColumnHeader
                  key={column.id}
                  column={column}
                  sortDescriptor={sortDescriptor}
                  onSortChange={onSortChange}
                  allowsSorting={column.allowsSorting === true && !isLoading}
                />
              ))}
              {hasActions && (
                <th scope="col" className={styles.actionsColumn}>
                  <ActionsColumnLabel label={actionsColumnLabel} />
                </th>
              )}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {bodyRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount}>
                  <TableStateContent error={error} onRetry={onRetry} retryLabel={retryLabel} renderEmptyState={renderEmptyState} />
                </td>
              </tr>
            ) : (
              bodyRows.map((row) => {
                const isPlaceholder = isPlaceholderRow(row);
                return (
                  <tr key={row.id} className={styles.row} data-placeholder={isPlaceholder || undefined}>
                    {columns.map((column) => {
                      const content = <CellContent column={column} row={row} />;
                      const cellProps = { className: styles.cell, 'data-align': column.align ?? 'start', 'data-wrap': column.wrap || undefined };
                      return column.isRowHeader ? (
                        <th key={column.id} scope="row" {...cellProps}>
                          {content}
                        </th>
                      ) : (
                        <td key={column.id} {...cellProps}>
                          {content}
                        </td>
                      );
                    })}
                    {hasActions && (
                      <td className={styles.actionsCell}>
                        <RowActionsCellContent row={row} rowActions={rowActions} onRowAction={onRowAction} rowActionsLabel={rowActionsLabel} />
                      </td>
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A column's header; a sortable one holds a button that sorts by it (the same column again reverses). */
function ColumnHeader<T extends TableRow>({
  column,
  sortDescriptor,
  onSortChange,
  allowsSorting,
}: {
  column: TableColumn<T>;
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: ((descriptor: SortDescriptor) => void) | undefined;
  allowsSorting: boolean;
}) {
  const sortDirection = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
  const content = <ColumnHeaderContent name={column.name} allowsSorting={allowsSorting} sortDirection={sortDirection} />;
  const sort = () =>
    onSortChange?.({ column: column.id, direction: sortDirection === 'ascending' ? 'descending' : 'ascending' });
  return (
    <th
      scope="col"
      className={styles.column}
      data-align={column.align ?? 'start'}
      data-allows-sorting={allowsSorting || undefined}
      aria-sort={allowsSorting ? (sortDirection ?? 'none') : undefined}
      style={column.minInlineSize ? { minInlineSize: column.minInlineSize } : undefined}
    >
      {allowsSorting ? (
        <AriaButton className={styles.sortButton} onPress={sort}>
          {content}
        </AriaButton>
      ) : (
        content
      )}
    </th>
  );
}
