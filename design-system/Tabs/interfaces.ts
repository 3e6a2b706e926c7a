import type { ReactNode } from 'react';
import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children' | 'orientation'> {
  /** A `TabList`, then one `TabPanel` per tab (or a single panel holding an `<Outlet />` for routed tabs). */
  children: ReactNode;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  /** Names the tab list ("Account"), translated by the caller. */
  'aria-label': string;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  /** Key of the tab; the matching `TabPanel` has the same `id`. With `href`, the route key. */
  id: string;
  /** Tab label, translated by the caller. */
  children: ReactNode;
  /**
   * A count or badge after the label ("3").
   * @default undefined
   */
  badge?: ReactNode;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {
  /** Key of the tab this panel belongs to. */
  id: string;
}
