import type { ReactNode } from 'react';

export interface TopBarProps {
  /** The product's logo (`Logo`, size `md`), usually inside a link home. */
  logo: ReactNode;
  /**
   * Controls at the inline end: language picker, contact-us icon with a tooltip, profile menu.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Whether to show the side-navigation menu button (inside an AppShell with a SideNav, below
   * desktop_xl). The console hides it until the user has a name.
   * @default true
   */
  showMenuButton?: boolean;
  /**
   * Accessible name of the menu button. Defaults to the design system's translated "Menu".
   * @default undefined
   */
  menuButtonLabel?: string;
}
