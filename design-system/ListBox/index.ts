export { ListBox } from './ListBox';
export type { ListBoxOption, ListBoxProps } from './interfaces';
