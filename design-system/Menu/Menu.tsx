import { lazy, Suspense, useCallback, useContext, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import type { PressEvent } from 'react-aria-components';
import type { MenuItemProps, MenuProps, MenuSectionProps, MenuTriggerProps } from './interfaces';
import { MenuPartsContext, MenuTriggerStateContext, type MenuFocusStrategy, type MenuTriggerState } from './menuTriggerContext';

// React Aria's menu, popover and modal code loads with the first opening, not with every page that shows a
// menu button (the console's top bar has two: byte budget, issue 7). Hovering or focusing the button starts
// the download, so the menu is usually there by the time it is pressed.
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
  const trigger = useContext(MenuTriggerStateContext);
  if (!trigger?.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <MenuOverlay menu={props} trigger={trigger} />
    </Suspense>
  );
}

/**
 * The button that opens a `Menu`: `<MenuTrigger><Button …/><Menu …>…</Menu></MenuTrigger>`.
 * Follows React Aria's menu trigger: a mouse opens on press start with focus on the menu, touch on press
 * end, Enter, Space and ArrowDown open on the first item and ArrowUp on the last.
 */
export function MenuTrigger({ children, isOpen: isOpenProp, defaultOpen = false, onOpenChange }: MenuTriggerProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = isOpenProp ?? uncontrolledOpen;
  const [focusStrategy, setFocusStrategy] = useState<MenuFocusStrategy | null>(null);
  const triggerRef = useRef<HTMLElement>(null);
  const triggerId = useId();
  const menuId = useId();

  const setOpen = useCallback(
    (next: boolean, strategy: MenuFocusStrategy | null = null) => {
      setFocusStrategy(strategy);
      if (isOpenProp === undefined) setUncontrolledOpen(next);
      if (next !== isOpen) onOpenChange?.(next);
    },
    [isOpen, isOpenProp, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  const state = useMemo<MenuTriggerState>(
    () => ({ isOpen, focusStrategy, close, triggerRef, triggerId, menuId }),
    [isOpen, focusStrategy, close, triggerId, menuId],
  );

  // Focus the trigger before opening, so the menu's focus scope returns focus to it on close.
  const focusTrigger = (event: PressEvent) => {
    if (event.target instanceof HTMLElement) event.target.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const strategy = keyboardOpeners[event.key];
    if (strategy === undefined || event.repeat) return;
    event.preventDefault();
    setOpen(!isOpen, strategy);
  };

  // What React Aria's trigger puts on the button. PressResponder hands every prop to the pressable child,
  // though its type names only the press handlers: a spread, not literal attributes, for that reason.
  const triggerProps = {
    id: triggerId,
    'aria-haspopup': 'true',
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? menuId : undefined,
    preventFocusOnPress: true,
    isPressed: isOpen,
    onPressStart: (event: PressEvent) => {
      if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
      focusTrigger(event);
      // A screen reader's virtual click lands on the first item; a mouse leaves focus on the menu.
      setOpen(true, event.pointerType === 'virtual' ? 'first' : null);
    },
    onPress: (event: PressEvent) => {
      if (event.pointerType !== 'touch') return;
      focusTrigger(event);
      setOpen(!isOpen);
    },
    onKeyDown,
    onPointerEnter: preloadMenu,
    onFocus: preloadMenu,
  };

  return (
    <MenuTriggerStateContext.Provider value={state}>
      <PressResponder ref={triggerRef} {...triggerProps}>
        {children}
      </PressResponder>
    </MenuTriggerStateContext.Provider>
  );
}

const keyboardOpeners: Partial<Record<string, MenuFocusStrategy>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

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
