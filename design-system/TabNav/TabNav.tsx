import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { scrollFocusedTabIntoView } from '../Tabs/scrollFocusedTabIntoView';
import type { TabNavProps } from './interfaces';
import styles from './TabNav.module.scss';

/**
 * Sibling pages of one area (account info, contracts, security, activity log) as a row of links that look like
 * tabs, in a navigation landmark; the current page's link has `aria-current="page"`. Each is a page of its own with
 * its address, so these are links (Tab moves between them, Enter opens one), not ARIA tabs, which switch panels
 * inside one page (`Tabs`). The row scrolls sideways when the links do not fit, with the current page's link in view.
 */
export function TabNav({ items, currentId, 'aria-label': ariaLabel, className }: TabNavProps) {
  const navRef = useRef<HTMLElement>(null);
  // On a phone the last pages' links start scrolled away: the current one is brought into the row's view (the row
  // only, never the page), so the page says where the user is.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const row = nav.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.right > row.right) nav.scrollLeft += link.right - row.right;
    else if (link.left < row.left) nav.scrollLeft -= row.left - link.left;
  }, [currentId]);

  return (
    <nav ref={navRef} aria-label={ariaLabel} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul
        className={styles.list}
        onFocus={scrollFocusedTabIntoView}
      >
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link href={item.href} aria-current={item.id === currentId ? 'page' : undefined} className={styles.tab}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
