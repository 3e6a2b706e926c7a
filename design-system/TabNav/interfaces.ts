import type { ReactNode } from 'react';

export interface TabNavItem {
  /** Stable key; `currentId` names the current page by it. */
  id: string;
  /** Text, translated by the caller. */
  label: ReactNode;
  /** The page the tab opens. */
  href: string;
}

export interface TabNavProps {
  /** The pages of one area, in order. */
  items: TabNavItem[];
  /** The id of the item whose page is showing: marked `aria-current="page"` and underlined. */
  currentId: string;
  /** Name of the navigation landmark ("Account management"), translated by the caller. */
  'aria-label': string;
  /**
   * Extra class on the landmark, for layout only.
   * @default undefined
   */
  className?: string;
}
