export { TopBar } from './TopBar';
export type { TopBarProps } from './interfaces';
