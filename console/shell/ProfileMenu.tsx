import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@ds/Button';
import { Icon } from '@ds/Icon';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '@ds/Menu';
import type { Locale } from '@console/i18n/locales';
import styles from './ProfileMenu.module.scss';
import { useCatalog } from './catalog';

export interface ProfileMenuProps {
  locale: Locale;
  organizationName: string;
  userName: string;
  isOwner: boolean;
  /** The mobile full-screen menu repeats the footer (spec section 2). */
  footer: React.ReactNode;
  onSignOut: () => void;
}

/**
 * The profile menu (spec section 2): organisation, name and Owner/Member in the header; account, plan,
 * member and payment management (the last two for owners), sign out. With an empty name only the
 * organisation, the role and sign-out. 240 px wide; full screen on mobile with a close button and the footer.
 */
export function ProfileMenu({ locale, organizationName, userName, isOwner, footer, onSignOut }: ProfileMenuProps) {
  useCatalog();
  const { t } = useLingui();
  const isReduced = userName.trim() === '';
  const router = useRouter();
  // Opening the menu is the intent: its pages' code and data start loading then, as a link's hover does.
  const preloadItems = (isOpen: boolean) => {
    if (!isOpen || isReduced) return;
    const params = { locale };
    void router.preloadRoute({ to: '/$locale/console/account', params });
    if (isOwner) {
      void router.preloadRoute({ to: '/$locale/console/member', params, search: { page: 0 } });
      void router.preloadRoute({ to: '/$locale/console/payment', params, search: { page: 0 } });
    }
  };
  const role = isOwner ? t`Owner` : t`Member`;
  const base = `/${locale}/console`;
  return (
    <MenuTrigger onOpenChange={preloadItems}>
      <Button variant="tertiary" icon={<Icon name="user" />} aria-label={t`Profile menu`} />
      <Menu
        aria-label={t`Profile menu`}
        placement="bottom end"
        header={
          <div className={styles.header}>
            <strong className={styles.organization}>{organizationName}</strong>
            {!isReduced && <span className={styles.name}>{userName}</span>}
            <span className={styles.role} data-role={isOwner ? 'owner' : 'member'}>
              {role}
            </span>
          </div>
        }
        footer={footer}
        onAction={(id) => {
          if (id === 'signout') onSignOut();
        }}
      >
        {!isReduced ? (
          <MenuSection aria-label={t`Account`}>
            <MenuItem id="account" href={`${base}/account`}>
              <Trans>Account management</Trans>
            </MenuItem>
            <MenuItem id="plan" href={`${base}/contact/pricing`}>
              <Trans>Plan</Trans>
            </MenuItem>
            {isOwner && (
              <MenuItem id="members" href={`${base}/member`}>
                <Trans>Member management</Trans>
              </MenuItem>
            )}
            {isOwner && (
              <MenuItem id="payment" href={`${base}/payment`}>
                <Trans>Payment management</Trans>
              </MenuItem>
            )}
          </MenuSection>
        ) : null}
        <MenuSection aria-label={t`Session`}>
          <MenuItem id="signout">
            <Trans>Sign out</Trans>
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
