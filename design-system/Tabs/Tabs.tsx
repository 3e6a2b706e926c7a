import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import type { TabListProps, TabPanelProps, TabProps, TabsProps } from './interfaces';
import styles from './Tabs.module.scss';
import { scrollFocusedTabIntoView } from './scrollFocusedTabIntoView';

/**
 * Tabs on React Aria: arrow keys move between tabs, Home/End jump, the panel follows. A `Tab` may take an
 * `href` (React Aria's `RouterProvider` navigates) with `selectedKey` from the route. For sibling pages that each
 * have an address (the account area), prefer `TabNav`: links in a navigation landmark, without the tab pattern's
 * panel and its collection code.
 */
export function Tabs({ className, children, ...rest }: TabsProps) {
  return (
    <AriaTabs {...rest} className={[styles.tabs, className].filter(Boolean).join(' ')}>
      {children}
    </AriaTabs>
  );
}

/** The row of tabs. It scrolls sideways when the tabs do not fit (a phone, long Spanish labels). */
export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <div
      className={styles.scroller}
      data-overflow="allowed"
      onFocus={scrollFocusedTabIntoView}
    >
      <AriaTabList {...props} className={styles.list} />
    </div>
  );
}

export function Tab({ children, badge, ...rest }: TabProps) {
  return (
    <AriaTab {...rest} className={styles.tab}>
      <span className={styles.label}>{children}</span>
      {badge != null && <span className={styles.badge}>{badge}</span>}
    </AriaTab>
  );
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
