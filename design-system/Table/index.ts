export { Table } from './Table';
export type { SortDescriptor, TableColumn, TableNarrowLayout, TableProps, TableRow, TableRowAction } from './interfaces';
