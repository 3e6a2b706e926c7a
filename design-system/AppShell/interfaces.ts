import type { ReactNode } from 'react';

export interface AppShellProps {
  /** The top bar (a `TopBar`), 56 px high, always at the top. */
  topBar: ReactNode;
  /** The page content, inside `<main>`. */
  children: ReactNode;
  /**
   * The side navigation (a `SideNav`): a fixed 244 px column from desktop_xl, a drawer from the start
   * edge on tablets, a panel sliding down under the top bar on mobile.
   * @default undefined
   */
  sideNav?: ReactNode;
  /**
   * The footer (a `Footer`), under the content.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * A full-width strip above the top bar (the environment caution banner).
   * @default undefined
   */
  banner?: ReactNode;
  /**
   * Open state of the side navigation on tablet and mobile, when controlled.
   * @default undefined
   */
  isNavOpen?: boolean;
  /**
   * Initial open state of the side navigation on tablet and mobile.
   * @default false
   */
  defaultNavOpen?: boolean;
  /**
   * Called when the side navigation opens or closes (menu button, item chosen, Escape, backdrop).
   * @default undefined
   */
  onNavOpenChange?: (isOpen: boolean) => void;
  /**
   * Text of the skip link, the first thing keyboard users reach. Defaults to the design system's
   * translated "Skip to main content".
   * @default undefined
   */
  skipLinkLabel?: string;
  /**
   * Id of the `<main>` element (the skip link's target).
   * @default 'main-content'
   */
  mainId?: string;
}
