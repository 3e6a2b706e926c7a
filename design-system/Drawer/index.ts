export { Drawer } from './Drawer';
export type { DrawerPlacement, DrawerProps, DrawerWidth, TitledDrawerProps, UntitledDrawerProps } from './interfaces';
