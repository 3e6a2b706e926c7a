export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps } from './interfaces';
