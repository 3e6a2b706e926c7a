import { useLingui } from '@lingui/react/macro';
import { Select } from '../Select';
import type { SortDescriptor, TableColumn, TableProps, TableRow } from './interfaces';
import { bodyRowsOf, CellContent, isPlaceholderRow, RowActionsCellContent, TableStateContent } from './tableParts';
import styles from './Table.module.scss';

/**
 * A table's rows as a list of cards, for boxes narrower than tablet_md: one card per row, the row header (or the
 * first column) as its title with the row's menu at the title's end, then every other value after its column's
 * name in a description list. The same rows, order, links and buttons as the table; sortable columns are chosen
 * in a "Sort by" select above the list, since there are no headers to press.
 */
export function TableCards<T extends TableRow>(props: TableProps<T>) {
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
    'aria-label': ariaLabel,
  } = props;
  const bodyRows = bodyRowsOf({ rows, isLoading, loadingRowCount, error });
  const titleColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
  const fieldColumns = columns.filter((column) => column !== titleColumn);
  const hasActions = rowActions !== undefined;

  return (
    <>
      <CardSort columns={columns} sortDescriptor={sortDescriptor} onSortChange={onSortChange} isDisabled={isLoading} />
      {bodyRows.length === 0 ? (
        <div className={styles.cardsState} role="group" aria-label={ariaLabel}>
          <TableStateContent error={error} onRetry={onRetry} retryLabel={retryLabel} renderEmptyState={renderEmptyState} />
        </div>
      ) : (
        // Safari drops a list's role when its markers are hidden: the role is said again.
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- not redundant in Safari (above)
        <ul role="list" aria-label={ariaLabel} className={styles.cards}>
          {bodyRows.map((row) => (
            <li key={row.id} className={styles.card} data-placeholder={isPlaceholderRow(row) || undefined}>
              <div className={styles.cardHeader}>
                {titleColumn && (
                  <div className={styles.cardTitle} data-wrap>
                    <CellContent column={titleColumn} row={row} />
                  </div>
                )}
                {hasActions && !isPlaceholderRow(row) && (
                  <div className={styles.cardActions}>
                    <RowActionsCellContent row={row} rowActions={rowActions} onRowAction={onRowAction} rowActionsLabel={rowActionsLabel} />
                  </div>
                )}
              </div>
              {fieldColumns.length > 0 && (
                <dl className={styles.cardFields}>
                  {fieldColumns.map((column) => (
                    <div key={column.id} className={styles.cardField}>
                      <dt className={styles.cardLabel}>{column.name}</dt>
                      <dd className={styles.cardValue} data-align={column.align ?? 'start'}>
                        <CellContent column={column} row={row} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The sort of the card layout: one option per sortable column and direction, the current one chosen. */
function CardSort<T extends TableRow>({
  columns,
  sortDescriptor,
  onSortChange,
  isDisabled,
}: {
  columns: readonly TableColumn<T>[];
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: ((descriptor: SortDescriptor) => void) | undefined;
  isDisabled: boolean;
}) {
  const { t } = useLingui();
  const sortable = columns.filter((column) => column.allowsSorting);
  if (sortable.length === 0 || !onSortChange) return null;
  const options = sortable.flatMap((column) => {
    const name = typeof column.name === 'string' ? column.name : (column.textValue ?? column.id);
    return [
      { id: `${column.id}-ascending`, label: t({ message: `${name}, ascending`, comment: 'A sort option: the column, then the direction' }) },
      { id: `${column.id}-descending`, label: t({ message: `${name}, descending`, comment: 'A sort option: the column, then the direction' }) },
    ];
  });
  const value = sortDescriptor ? `${String(sortDescriptor.column)}-${sortDescriptor.direction}` : null;
  return (
    <Select
      className={styles.cardSort}
      label={t`Sort by`}
      options={options}
      value={value}
      isDisabled={isDisabled}
      onChange={(key) => {
        if (key == null) return;
        // `<column id>-<direction>`; a column id may hold a "-" itself.
        const text = String(key);
        const split = text.lastIndexOf('-');
        onSortChange({ column: text.slice(0, split), direction: text.slice(split + 1) === 'descending' ? 'descending' : 'ascending' });
      }}
    />
  );
}
