import { createContext, useContext } from 'react';
import type { DeviceKind } from '@tokens';

/** What the shell shares with its TopBar and SideNav. */
export interface AppShellContextValue {
  /** mobile: panel under the top bar; tablet: drawer; desktop: fixed column. */
  kind: DeviceKind;
  /** Whether the shell has a side navigation (the TopBar shows its menu button only then). */
  hasNav: boolean;
  /** The side navigation's panel id (the menu button's `aria-controls` on mobile). */
  navId: string;
  /** Open state of the drawer (tablet) or panel (mobile); always false on desktop. */
  isNavOpen: boolean;
  setNavOpen: (isOpen: boolean) => void;
  /** Callback ref for the TopBar's menu button (where focus returns when the mobile panel closes). */
  registerMenuButton: (button: HTMLButtonElement | null) => void;
  /** Moves focus to the menu button. */
  focusMenuButton: () => void;
  /** Whether a node is (inside) the menu button: a press there toggles, it is not an outside press. */
  isInMenuButton: (node: Node) => boolean;
}

export const AppShellContext = createContext<AppShellContextValue | null>(null);

/** The surrounding AppShell's navigation state, or null outside a shell (TopBar/SideNav on their own). */
export function useAppShell(): AppShellContextValue | null {
  return useContext(AppShellContext);
}
