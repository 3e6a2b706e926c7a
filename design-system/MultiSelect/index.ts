export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './interfaces';
