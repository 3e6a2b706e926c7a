import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { useAppShell } from '../AppShell/context';
import type { SideNavItemProps, SideNavProps, SideNavSectionProps } from './interfaces';
import styles from './SideNav.module.scss';

// The tablet drawer (react-aria's modal, dialog and focus code) loads on the first open, not with every page.
const Drawer = lazy(() => import('../Drawer/Drawer').then((module) => ({ default: module.Drawer })));

/**
 * The console's side navigation: the dashboard, a section label, one entry per product. Inside an
 * AppShell it is a fixed 244 px column from desktop_xl, a drawer from the start edge with a backdrop
 * on tablets, and a full-width panel sliding down under the top bar on mobile; choosing an item closes
 * the drawer or panel. Outside a shell it is the plain column.
 */
export function SideNav({ 'aria-label': label, children }: SideNavProps) {
  const shell = useAppShell();
  const list = <ul className={styles.list}>{children}</ul>;

  if (shell === null || shell.kind === 'desktop') {
    return (
      <nav aria-label={label} className={styles.column}>
        {list}
      </nav>
    );
  }

  if (shell.kind === 'tablet') {
    return (
      <TabletDrawer label={label} isOpen={shell.isNavOpen} onOpenChange={shell.setNavOpen}>
        {list}
      </TabletDrawer>
    );
  }

  return <MobilePanel label={label}>{list}</MobilePanel>;
}

function TabletDrawer({
  label,
  isOpen,
  onOpenChange,
  children,
}: {
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  // Closed, the drawer renders nothing: mount it (and so load its code) only once the nav has been opened;
  // then it stays mounted, so it can play its closing transition.
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer aria-label={label} placement="start" width="narrow" isOpen={isOpen} onOpenChange={onOpenChange}>
        <nav aria-label={label} className={styles.drawerNav}>
          {children}
        </nav>
      </Drawer>
    </Suspense>
  );
}

function MobilePanel({ label, children }: { label: string; children: ReactNode }) {
  const shell = useAppShell();
  const panelRef = useRef<HTMLElement>(null);
  const isOpen = shell?.isNavOpen ?? false;
  const wasOpen = useRef(isOpen);

  // Opening moves focus to the current (or first) entry; closing returns it to the menu button if it was inside.
  useEffect(() => {
    const panel = panelRef.current;
    if (isOpen && !wasOpen.current && panel) {
      const target = panel.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.querySelector<HTMLElement>('a[href]');
      target?.focus();
    }
    if (!isOpen && wasOpen.current && panel?.contains(document.activeElement)) {
      shell?.focusMenuButton();
    }
    wasOpen.current = isOpen;
  }, [isOpen, shell]);

  // While open: Escape closes (focus back on the menu button), and so does a press outside the panel
  // and the menu button (the dimmed page).
  useEffect(() => {
    if (!isOpen || !shell) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      shell.setNavOpen(false);
      shell.focusMenuButton();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || shell.isInMenuButton(target)) return;
      shell.setNavOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, shell]);

  return (
    <>
      {/* The dimmed page under the panel; a press there closes it (see above). */}
      {isOpen && <div className={styles.backdrop} aria-hidden="true" />}
      <nav
        ref={panelRef}
        id={shell?.navId}
        aria-label={label}
        className={styles.panel}
        data-open={isOpen || undefined}
        hidden={!isOpen}
      >
        {children}
      </nav>
    </>
  );
}

/** One navigation entry (a link). Choosing it closes the drawer or panel. */
export function SideNavItem(props: SideNavItemProps) {
  const { href, children, isCurrent = false, badge, icon, isDisabled = false, unavailableLabel, routerOptions, onPress } = props;
  const { t } = useLingui();
  const shell = useAppShell();
  return (
    <li className={styles.entry}>
      <Link
        href={href}
        routerOptions={routerOptions}
        isDisabled={isDisabled}
        aria-current={isCurrent ? 'page' : undefined}
        data-current={isCurrent || undefined}
        className={styles.item}
        onPress={(event) => {
          onPress?.(event);
          shell?.setNavOpen(false);
        }}
      >
        {icon != null && <span className={styles.icon}>{icon}</span>}
        <span className={styles.label}>{children}</span>
        {badge != null && <span className={styles.badge}>{badge}</span>}
        {isDisabled && <span className={styles.unavailable}>{unavailableLabel ?? t`Unavailable`}</span>}
      </Link>
    </li>
  );
}

/** A labelled group of entries (the "Service" label before the products). */
export function SideNavSection({ label, children }: SideNavSectionProps) {
  const id = useId();
  return (
    <li className={styles.section}>
      <span id={id} className={styles.sectionLabel}>
        {label}
      </span>
      <ul aria-labelledby={id} className={styles.list}>
        {children}
      </ul>
    </li>
  );
}
