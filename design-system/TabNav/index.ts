export { TabNav } from './TabNav';
export type { TabNavItem, TabNavProps } from './interfaces';
