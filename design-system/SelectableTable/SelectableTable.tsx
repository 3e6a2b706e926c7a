import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  Checkbox as AriaCheckbox,
} from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../Icon';
import type { TableRow } from '../Table/interfaces';
import {
  ActionsColumnLabel,
  bodyRowsOf,
  CellContent,
  ColumnHeaderContent,
  isPlaceholderRow,
  RowActionsCellContent,
  TableStateContent,
} from '../Table/tableParts';
import styles from '../Table/Table.module.scss';
import type { SelectableTableProps } from './interfaces';

/**
 * `Table` with row selection, on React Aria's grid: a checkbox per row ("select all" for `multiple`), arrow keys
 * between rows and cells, Space to select. The rest (sorting, loading, error, empty, row actions, sideways
 * scrolling) is `Table`'s. A table that only shows rows is a `Table`: the grid's code is several times larger.
 */
export function SelectableTable<T extends TableRow>(props: SelectableTableProps<T>) {
  const {
    columns,
    rows,
    sortDescriptor,
    onSortChange,
    selectionMode = 'multiple',
    selectedKeys,
    onSelectionChange,
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
    className,
    'aria-label': ariaLabel,
  } = props;
  const { t } = useLingui();
  const hasActions = rowActions !== undefined;
  const bodyRows = bodyRowsOf({ rows, isLoading, loadingRowCount, error });
  const columnCount = columns.length + (hasActions ? 1 : 0) + 1;

  return (
    <div
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      data-overflow="allowed"
      data-sticky={stickyFirstColumn || undefined}
      // React Aria's table does not pass aria-busy through; the region around it says it is loading.
      aria-busy={isLoading || undefined}
    >
      <AriaTable
        aria-label={ariaLabel}
        className={styles.table}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        selectionMode={isLoading ? 'none' : selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        data-column-count={columnCount}
      >
        <TableHeader className={styles.header}>
          <Column className={styles.checkboxColumn}>
            {selectionMode === 'multiple' ? (
              <SelectionCheckbox />
            ) : (
              // A header needs a name; with one row at a time there is no "select all" to give it one.
              <span className={styles.visuallyHidden}>{t`Selection`}</span>
            )}
          </Column>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting && !isLoading}
              className={styles.column}
              data-align={column.align ?? 'start'}
              style={column.minInlineSize ? { minInlineSize: column.minInlineSize } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <ColumnHeaderContent name={column.name} allowsSorting={allowsSorting} sortDirection={sortDirection} />
              )}
            </Column>
          ))}
          {hasActions && (
            <Column className={styles.actionsColumn}>
              <ActionsColumnLabel label={actionsColumnLabel} />
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={bodyRows}
          renderEmptyState={() => (
            <TableStateContent error={error} onRetry={onRetry} retryLabel={retryLabel} renderEmptyState={renderEmptyState} />
          )}
          className={styles.body}
        >
          {(row) => {
            const isPlaceholder = isPlaceholderRow(row);
            return (
              <Row id={row.id} className={styles.row} data-placeholder={isPlaceholder || undefined}>
                <Cell className={styles.checkboxCell}>{!isPlaceholder && <SelectionCheckbox />}</Cell>
                {columns.map((column) => (
                  <Cell key={column.id} className={styles.cell} data-align={column.align ?? 'start'} data-wrap={column.wrap || undefined}>
                    <CellContent column={column} row={row} />
                  </Cell>
                ))}
                {hasActions && (
                  <Cell className={styles.actionsCell}>
                    <RowActionsCellContent row={row} rowActions={rowActions} onRowAction={onRowAction} rowActionsLabel={rowActionsLabel} />
                  </Cell>
                )}
              </Row>
            );
          }}
        </TableBody>
      </AriaTable>
    </div>
  );
}

function SelectionCheckbox() {
  return (
    <AriaCheckbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
        </span>
      )}
    </AriaCheckbox>
  );
}
