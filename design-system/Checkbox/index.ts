export { Checkbox, CheckboxGroupSettingsContext } from './Checkbox';
export type { CheckboxNecessityIndicator, CheckboxProps } from './interfaces';
