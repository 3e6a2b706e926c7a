export { Select } from './Select';
export type { SelectOption, SelectProps, SelectSize } from './interfaces';
