import { createContext, type ComponentType, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria/useMenu';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { MenuItemProps, MenuSectionProps } from './interfaces';

/**
 * What `MenuTrigger` hands its `Menu`: React Stately's trigger state, the props React Aria's `useMenuTrigger`
 * gives the menu (id, label, focus strategy, close) and the button the popover hangs from. The lazy overlay turns
 * them into the contexts React Aria's menu, popover and modal read.
 */
export interface MenuTriggerContextValue {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<object>;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export const MenuTriggerContext = createContext<MenuTriggerContextValue | null>(null);

/**
 * The parts that render React Aria's menu. The overlay module provides them, so the module every page
 * imports (`Menu.tsx`) holds no React Aria menu code: it loads with the first opening (byte budget, issue 7).
 */
export interface MenuParts {
  MenuItem: ComponentType<MenuItemProps>;
  MenuSection: ComponentType<MenuSectionProps>;
  MenuSeparator: ComponentType;
}

export const MenuPartsContext = createContext<MenuParts | null>(null);
