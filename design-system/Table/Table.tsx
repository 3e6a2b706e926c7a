import type { ReactNode } from 'react';
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
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { Skeleton } from '../Skeleton';
import type { TableProps, TableRow } from './interfaces';
import styles from './Table.module.scss';

const loadingKeyPrefix = '__loading-';

/**
 * Rows of one kind (payments, members, contracts) on React Aria's `Table`: sortable headers
 * (`aria-sort`), optional row selection, skeleton rows while loading, an error state with retry, an empty
 * state, a row action menu, and sideways scrolling on narrow screens with the first column kept in view.
 */
export function Table<T extends TableRow>(props: TableProps<T>) {
  const {
    columns,
    rows,
    sortDescriptor,
    onSortChange,
    selectionMode = 'none',
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
  const hasSelection = selectionMode !== 'none';
  const loadingRows = Array.from({ length: loadingRowCount }, (_, index) => ({ id: `${loadingKeyPrefix}${index}` }));
  const bodyRows: readonly TableRow[] = isLoading ? loadingRows : error != null ? [] : rows;
  const columnCount = columns.length + (hasActions ? 1 : 0) + (hasSelection ? 1 : 0);

  const emptyState = (): ReactNode => {
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
  };

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
          {hasSelection && (
            <Column className={styles.checkboxColumn}>
              {selectionMode === 'multiple' && <SelectionCheckbox />}
            </Column>
          )}
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
                <span className={styles.columnContent}>
                  <span className={styles.columnName}>{column.name}</span>
                  {allowsSorting && (
                    <span className={styles.sortIcon} data-direction={sortDirection ?? 'none'} aria-hidden="true">
                      <Icon name={sortDirection === 'descending' ? 'chevronDown' : 'chevronUp'} />
                    </span>
                  )}
                </span>
              )}
            </Column>
          ))}
          {hasActions && (
            <Column className={styles.actionsColumn}>
              <span className={styles.visuallyHidden}>{actionsColumnLabel ?? t`Actions`}</span>
            </Column>
          )}
        </TableHeader>
        <TableBody items={bodyRows} renderEmptyState={emptyState} className={styles.body}>
          {(row) => {
            const isPlaceholder = String(row.id).startsWith(loadingKeyPrefix);
            return (
              <Row id={row.id} className={styles.row} data-placeholder={isPlaceholder || undefined}>
                {hasSelection && (
                  <Cell className={styles.checkboxCell}>{!isPlaceholder && <SelectionCheckbox />}</Cell>
                )}
                {columns.map((column) => (
                  <Cell key={column.id} className={styles.cell} data-align={column.align ?? 'start'}>
                    {isPlaceholder ? (
                      <>
                        <Skeleton variant="text" />
                        {/* A row header needs text: the placeholder row says what it is. */}
                        {column.isRowHeader && <span className={styles.visuallyHidden}>{t`Loading`}</span>}
                      </>
                    ) : (
                      column.render(row as T)
                    )}
                  </Cell>
                ))}
                {hasActions && (
                  <Cell className={styles.actionsCell}>
                    {!isPlaceholder && (
                      <RowActionsMenu
                        label={rowActionsLabel?.(row as T) ?? t`More actions`}
                        actions={rowActions(row as T)}
                        onAction={(actionId) => onRowAction?.(row as T, actionId)}
                      />
                    )}
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

function RowActionsMenu({
  label,
  actions,
  onAction,
}: {
  label: string;
  actions: ReturnType<NonNullable<TableProps<TableRow>['rowActions']>>;
  onAction: (actionId: string) => void;
}) {
  return (
    <MenuTrigger>
      <Button variant="tertiary" size="sm" icon={<Icon name="moreHorizontal" />} aria-label={label} />
      <Menu aria-label={label} placement="bottom end" presentation="popover" onAction={(key) => onAction(String(key))}>
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
