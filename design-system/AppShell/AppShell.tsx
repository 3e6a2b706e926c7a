import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DeviceKind } from '@tokens';
import { useDeviceKind } from '../useDeviceClass';
import { AppShellContext, type AppShellContextValue } from './context';
import type { AppShellProps } from './interfaces';
import styles from './AppShell.module.scss';

/**
 * The console's frame: skip link, optional banner, top bar (56 px), side navigation (244 px, fixed
 * from desktop_xl; a drawer with a backdrop on tablets; a full-width panel sliding down under the top
 * bar on mobile, closing when an item is chosen), the main content and the footer (40 px). The shell
 * knows no routes: pass the TopBar, SideNav (with its items) and Footer as props.
 */
export function AppShell(props: AppShellProps) {
  const {
    topBar,
    children,
    sideNav,
    footer,
    banner,
    isNavOpen: controlledOpen,
    defaultNavOpen = false,
    onNavOpenChange,
    skipLinkLabel,
    mainId = 'main-content',
  } = props;
  const { t } = useLingui();
  const kind = useDeviceKind();
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Uncontrolled, the navigation remembers the device kind it was opened on: a panel opened on a phone
  // is not still open when the window grows to a tablet (a drawer) and back.
  const [openOn, setOpenOn] = useState<DeviceKind | null>(defaultNavOpen ? kind : null);
  const open = controlledOpen ?? openOn === kind;
  // The fixed desktop column is never "open" or "closed".
  const isNavOpen = kind !== 'desktop' && open;

  const setNavOpen = useCallback(
    (next: boolean) => {
      if (next === isNavOpen) return;
      setOpenOn(next ? kind : null);
      onNavOpenChange?.(next);
    },
    [isNavOpen, kind, onNavOpenChange],
  );

  const registerMenuButton = useCallback((button: HTMLButtonElement | null) => {
    menuButtonRef.current = button;
  }, []);
  const focusMenuButton = useCallback(() => menuButtonRef.current?.focus(), []);
  const isInMenuButton = useCallback((node: Node) => menuButtonRef.current?.contains(node) ?? false, []);

  const context = useMemo<AppShellContextValue>(
    () => ({ kind, hasNav: sideNav != null, navId, isNavOpen, setNavOpen, registerMenuButton, focusMenuButton, isInMenuButton }),
    [kind, sideNav, navId, isNavOpen, setNavOpen, registerMenuButton, focusMenuButton, isInMenuButton],
  );

  return (
    <AppShellContext.Provider value={context}>
      <div className={styles.shell} data-kind={kind} data-nav-open={isNavOpen || undefined}>
        {/* Visually hidden until focused (so exempt from the overflow check). It moves focus itself
            instead of changing the URL's hash, which the app's router would treat as navigation. */}
        <a
          className={styles.skipLink}
          href={`#${mainId}`}
          data-overflow="allowed"
          onClick={(event) => {
            const main = document.getElementById(mainId);
            if (!main) return;
            event.preventDefault();
            main.focus();
            main.scrollIntoView({ block: 'start' });
          }}
        >
          {skipLinkLabel ?? t`Skip to main content`}
        </a>
        {banner}
        <div className={styles.topBar}>{topBar}</div>
        <div className={styles.body}>
          {sideNav}
          <div className={styles.column}>
            <main id={mainId} tabIndex={-1} className={styles.main}>
              {children}
            </main>
            {footer}
          </div>
        </div>
      </div>
    </AppShellContext.Provider>
  );
}
