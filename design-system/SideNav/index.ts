export { SideNav, SideNavItem, SideNavSection } from './SideNav';
export type { SideNavItemProps, SideNavProps, SideNavSectionProps } from './interfaces';
