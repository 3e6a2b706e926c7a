export { ButtonGroup } from './ButtonGroup';
export type { ButtonGroupAlign, ButtonGroupProps } from './interfaces';
