import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { Skeleton } from '../Skeleton';
import type { SortDescriptor, TableColumn, TableProps, TableRow, TableRowAction } from './interfaces';
import styles from './Table.module.scss';

/**
 * The parts `Table` (a plain HTML table) and `SelectableTable` (React Aria's grid) draw alike, so both look and
 * read the same.
 */

const loadingKeyPrefix = '__loading-';

/**
 * The rows the body shows: one placeholder per expected row while the first page loads, none after an error (the
 * error state takes their place), else the caller's rows.
 */
export function bodyRowsOf<T extends TableRow>({
  rows,
  isLoading,
  loadingRowCount,
  error,
}: {
  rows: readonly T[];
  isLoading: boolean;
  loadingRowCount: number;
  error: TableProps<T>['error'];
}): readonly TableRow[] {
  if (isLoading) return Array.from({ length: loadingRowCount }, (_, index) => ({ id: `${loadingKeyPrefix}${index}` }));
  return error != null ? [] : rows;
}

export function isPlaceholderRow(row: TableRow): boolean {
  return String(row.id).startsWith(loadingKeyPrefix);
}

/** A column's header: its name and, when it sorts, the direction arrow. */
export function ColumnHeaderContent({
  name,
  allowsSorting,
  sortDirection,
}: {
  name: ReactNode;
  allowsSorting: boolean;
  sortDirection: SortDescriptor['direction'] | undefined;
}) {
  return (
    <span className={styles.columnContent}>
      <span className={styles.columnName}>{name}</span>
      {allowsSorting && (
        <span className={styles.sortIcon} data-direction={sortDirection ?? 'none'} aria-hidden="true">
          <Icon name={sortDirection === 'descending' ? 'chevronDown' : 'chevronUp'} />
        </span>
      )}
    </span>
  );
}

/** A cell's content: the column's rendering of the row, or on a placeholder row a skeleton. */
export function CellContent<T extends TableRow>({ column, row }: { column: TableColumn<T>; row: TableRow }) {
  return isPlaceholderRow(row) ? <PlaceholderCellContent column={column} /> : column.render(row as T);
}

/** The actions cell's content: the row's menu from the table's props; nothing on a placeholder row. */
export function RowActionsCellContent<T extends TableRow>({
  row,
  rowActions,
  onRowAction,
  rowActionsLabel,
}: { row: TableRow } & Pick<TableProps<T>, 'rowActions' | 'onRowAction' | 'rowActionsLabel'>) {
  if (isPlaceholderRow(row) || !rowActions) return null;
  const typed = row as T;
  return <RowActionsMenu label={rowActionsLabel?.(typed)} actions={rowActions(typed)} onAction={(actionId) => onRowAction?.(typed, actionId)} />;
}

/** A placeholder row's cell: a text skeleton; a row header also says what the row is. */
function PlaceholderCellContent<T extends TableRow>({ column }: { column: TableColumn<T> }) {
  const { t } = useLingui();
  return (
    <>
      <Skeleton variant="text" />
      {column.isRowHeader && <span className={styles.visuallyHidden}>{t`Loading`}</span>}
    </>
  );
}

/** What the body shows without rows: the error with its retry, or the caller's empty state. */
export function TableStateContent({
  error,
  onRetry,
  retryLabel,
  renderEmptyState,
}: Pick<TableProps<TableRow>, 'error' | 'onRetry' | 'retryLabel' | 'renderEmptyState'>) {
  const { t } = useLingui();
  if (error != null) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{error}</p>
        {onRetry && (
          <Button variant="secondary" onPress={onRetry}>
            {retryLabel ?? t`Try again`}
          </Button>
        )}
      </div>
    );
  }
  return <div className={styles.state}>{renderEmptyState?.()}</div>;
}

/** The visually hidden header of the actions column. */
export function ActionsColumnLabel({ label }: { label: string | undefined }) {
  const { t } = useLingui();
  return <span className={styles.visuallyHidden}>{label ?? t`Actions`}</span>;
}

/** A row's action menu, named after the row. */
function RowActionsMenu({
  label,
  actions,
  onAction,
}: {
  label: string | undefined;
  actions: TableRowAction[];
  onAction: (actionId: string) => void;
}) {
  const { t } = useLingui();
  const name = label ?? t`More actions`;
  return (
    <MenuTrigger>
      <Button variant="tertiary" size="sm" icon={<Icon name="moreHorizontal" />} aria-label={name} />
      <Menu aria-label={name} placement="bottom end" presentation="popover" onAction={(key) => onAction(String(key))}>
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            id={action.id}
            variant={action.variant ?? 'default'}
            isDisabled={action.isDisabled}
            {...(action.textValue ? { textValue: action.textValue } : {})}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
