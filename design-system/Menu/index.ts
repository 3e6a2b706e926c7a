export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
export type { MenuItemProps, MenuPresentation, MenuProps, MenuSectionProps } from './interfaces';
export type { MenuTriggerProps } from 'react-aria-components';
