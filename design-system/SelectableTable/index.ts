export { SelectableTable } from './SelectableTable';
export type { SelectableTableProps } from './interfaces';
