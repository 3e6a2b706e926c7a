export { Table } from './Table';
export type { SortDescriptor, TableColumn, TableProps, TableRow, TableRowAction } from './interfaces';
