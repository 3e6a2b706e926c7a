import { lazy, Suspense, useContext, useRef } from 'react';
import { ButtonContext } from 'react-aria-components';
import { mergeProps } from 'react-aria/mergeProps';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { MenuItemProps, MenuProps, MenuSectionProps, MenuTriggerProps } from './interfaces';
import { MenuPartsContext, MenuTriggerContext, type MenuTriggerContextValue } from './menuParts';

// React Aria's menu, popover and modal code loads with the first opening, not with every page that shows a
// menu button (the console's top bar has two: byte budget, issue 7). Hovering or focusing the button starts
// the download, so the menu is usually there by the time it is pressed. React Aria's own `MenuTrigger` would
// bring that code back into every page (it shares a module with `Menu`, `Popover` and `Dialog`: +31 KiB gzip
// on the console pages), so the trigger is built from React Aria's public hooks instead.
const loadMenuOverlay = () => import('./MenuOverlay');
const MenuOverlay = lazy(() => loadMenuOverlay().then((module) => ({ default: module.MenuOverlay })));

/**
 * A list of actions and links opened from a button: the profile menu in the top bar (organisation,
 * user and role in the header; account, plan, members, payment, sign out). 240 px wide
 * (`--ac-layout-profile-menu-width`); closes on an outside click, Escape or a choice, and focus returns
 * to the trigger. On mobile it covers the screen with a close button and a footer slot. Arrow keys move
 * between items, type-ahead jumps to one. For content that is not a list of actions, use `Popover`.
 */
export function Menu(props: MenuProps) {
  const trigger = useContext(MenuTriggerContext);
  if (!trigger?.state.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <MenuOverlay menu={props} trigger={trigger} />
    </Suspense>
  );
}

/**
 * The button that opens a `Menu`: `<MenuTrigger><Button …/><Menu …>…</Menu></MenuTrigger>`.
 * React Aria's `useMenuTrigger`, handed to the button through React Aria's `ButtonContext`: a mouse opens on
 * press start with focus on the menu, touch on press end, Enter, Space and ArrowDown open on the first item and
 * ArrowUp on the last; the button gets `aria-haspopup`, `aria-expanded` and `aria-controls`, and focus returns
 * to it on close.
 */
export function MenuTrigger({ children, isOpen, defaultOpen = false, onOpenChange }: MenuTriggerProps) {
  const state = useMenuTriggerState({ isOpen, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>({}, state, triggerRef);
  const trigger: MenuTriggerContextValue = { state, menuProps, triggerRef };
  const buttonProps = {
    ...mergeProps(menuTriggerProps, { onPointerEnter: preloadMenu, onFocus: preloadMenu }),
    ref: triggerRef,
    // The pressed look while the menu is open, as React Aria's MenuTrigger gives its button.
    isPressed: state.isOpen,
  };
  return (
    <MenuTriggerContext.Provider value={trigger}>
      {/* The menu's overlay clears this context again, so only the trigger button takes these props. */}
      <ButtonContext.Provider value={buttonProps}>{children}</ButtonContext.Provider>
    </MenuTriggerContext.Provider>
  );
}

function preloadMenu() {
  void loadMenuOverlay();
}

/** One entry: an action (`onAction`, or the menu's `onAction` with its `id`) or a link (`href`). */
export function MenuItem(props: MenuItemProps) {
  const Parts = useMenuParts();
  return <Parts.MenuItem {...props} />;
}

/** A group of items, with a visible title or an `aria-label`. */
export function MenuSection(props: MenuSectionProps) {
  const Parts = useMenuParts();
  return <Parts.MenuSection {...props} />;
}

/** A line between items or sections. */
export function MenuSeparator() {
  const Parts = useMenuParts();
  return <Parts.MenuSeparator />;
}

function useMenuParts() {
  const parts = useContext(MenuPartsContext);
  if (!parts) throw new Error('MenuItem, MenuSection and MenuSeparator belong inside a Menu');
  return parts;
}
