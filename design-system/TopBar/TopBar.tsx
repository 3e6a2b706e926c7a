import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useAppShell } from '../AppShell/context';
import type { TopBarProps } from './interfaces';
import styles from './TopBar.module.scss';

/**
 * The 56 px bar at the top of every console page (`<header>` landmark): menu button (below
 * desktop_xl, inside an AppShell with a SideNav), logo, and actions at the inline end.
 */
export function TopBar({ logo, actions, showMenuButton = true, menuButtonLabel }: TopBarProps) {
  const { t } = useLingui();
  const shell = useAppShell();
  const withMenu = showMenuButton && shell !== null && shell.hasNav && shell.kind !== 'desktop';
  // Taken apart first: the ref callback must not make the whole context object look like a ref.
  const { registerMenuButton, isNavOpen = false, kind, navId, setNavOpen } = shell ?? {};

  return (
    <header className={styles.topBar}>
      {withMenu && (
        <Button
          ref={registerMenuButton}
          variant="tertiary"
          icon={<Icon name={isNavOpen && kind === 'mobile' ? 'close' : 'menu'} />}
          aria-label={menuButtonLabel ?? t`Menu`}
          aria-expanded={isNavOpen}
          // The mobile panel is always in the page; the tablet drawer exists only while open.
          aria-controls={kind === 'mobile' ? navId : undefined}
          onPress={() => setNavOpen?.(!isNavOpen)}
          className={styles.menuButton}
        />
      )}
      <div className={styles.logo}>{logo}</div>
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
