export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
export type { MenuItemProps, MenuPresentation, MenuProps, MenuSectionProps, MenuTriggerProps } from './interfaces';
