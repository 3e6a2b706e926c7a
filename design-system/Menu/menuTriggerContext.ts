import { createContext, type ComponentType, type RefObject } from 'react';
import type { MenuItemProps, MenuSectionProps } from './interfaces';

/** Which item takes focus when the menu opens: keyboard opening picks one, a pointer leaves it to the menu. */
export type MenuFocusStrategy = 'first' | 'last';

/** What the light `MenuTrigger` tells its `Menu`: open or not, how to close, and which button it hangs from. */
export interface MenuTriggerState {
  isOpen: boolean;
  focusStrategy: MenuFocusStrategy | null;
  close: () => void;
  triggerRef: RefObject<HTMLElement | null>;
  triggerId: string;
  menuId: string;
}

export const MenuTriggerStateContext = createContext<MenuTriggerState | null>(null);

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
