export { Checkbox } from './Checkbox';
export type { CheckboxNecessityIndicator, CheckboxProps } from './interfaces';
