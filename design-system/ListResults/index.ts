export { ListResults } from './ListResults';
export type { ListResultsProps } from './interfaces';
